/**
 * How this window holds the open table: a bar while another window plays it (this one follows live,
 * read-only) with "Open here instead", and the button that opens a player window.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from './refusal-text'
import { routeHash } from './router'
import { useAppStore } from './store-context'

export function FollowingBar() {
  const { t } = useTranslation()
  const store = useAppStore()
  const [busy, setBusy] = useState(false)
  const shellText = useRefusalText('app')
  const takeOver = async () => {
    setBusy(true)
    const done = await store.getState().takeOver()
    setBusy(false)
    if (!done.ok) store.getState().notify('error', shellText(done))
  }
  return (
    <div className="following-bar" role="status" data-testid="following">
      <span>{t('game.following')}</span>
      <button type="button" className="primary" disabled={busy} onClick={() => void takeOver()}>
        {t('game.openHere')}
      </button>
    </div>
  )
}

/** Opens (or brings forward) this table's player window: one per table, named so a second click reuses it. */
export function PlayerWindowButton({ tableId }: { tableId: string }) {
  const { t } = useTranslation()
  const open = () => {
    const url = `${location.pathname}${location.search}${routeHash({ name: 'play', id: tableId })}`
    window.open(url, `tabletop-player-${tableId}`, 'popup,width=1280,height=720')?.focus()
  }
  return (
    <button type="button" onClick={open} title={t('game.playerWindowHint')}>
      {t('game.playerWindow')}
    </button>
  )
}
