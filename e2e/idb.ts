/**
 * Reaching behind the app into its IndexedDB (database `tabletop`, version 3: `tables` metadata, `bases`
 * save texts, `entries` appended log entries keyed [id, n]; also `backups`, `quarantine` and `sessions`),
 * to damage a save as a failing disk or a bug might. Records travel to the test and back as JSON.
 */
import type { Page } from '@playwright/test'

type Store = 'tables' | 'bases' | 'entries'

/** Runs one request on a store in its own transaction, in the page. */
function request(page: Page, store: Store, op: 'get' | 'put', arg: unknown): Promise<unknown> {
  return page.evaluate(
    ([storeName, operation, value]) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('tabletop')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction(storeName, operation === 'get' ? 'readonly' : 'readwrite')
          const objects = tx.objectStore(storeName)
          const req = operation === 'get' ? objects.get(value as IDBValidKey) : objects.put(value)
          let result: unknown
          req.onsuccess = () => (result = req.result)
          tx.oncomplete = () => {
            open.result.close()
            resolve(result)
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    [store, op, arg] as const,
  )
}

export const getRecord = <T>(page: Page, store: Store, key: string | [string, number]) =>
  request(page, store, 'get', key) as Promise<T>

export const putRecord = (page: Page, store: Store, value: unknown) =>
  request(page, store, 'put', value).then(() => undefined)
