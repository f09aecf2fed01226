/**
 * The quarantine's records, shared by both repositories: what a set-aside table holds (every record it
 * had, as it was), how a record read back is made safe to show (an older version or a bug may have
 * written anything there), and the damaged file the user downloads.
 */
import { cleanName } from './names'
import { assembleLoose, assembleText, checkMeta, inlineText, type Why } from './table-text'

/** Every record a table had when it was set aside, as it was stored. */
export interface TableParts {
  /** The metadata record, whatever it held (null when there was none). */
  meta: unknown
  base: string | null
  backup: string | null
  /** The appended log entries, each with its index in the log. */
  entries: { n: number; entry: unknown }[]
}

/** A save that could not be read, set aside with the reason and every record of its table. */
export interface QuarantinedSave {
  key?: number
  id: string
  name: string
  reason: string
  /** The reason's code and params, to say it in the reader's language (absent in older records). */
  why?: Why
  at: string
  /** The save text put together from the parts when it was set aside (all that older versions kept). */
  text: string
  /** Every record of the table as it was; absent in records older versions set aside. */
  parts?: TableParts
  /** The user dismissed the notice (or restored the table); the record is still kept. */
  dismissed?: boolean
}

/** What `quarantine` is asked to set aside: the table and why. */
export interface SetAside {
  id: string
  /** The key its records are stored under, when it is not the id itself (a record damaged into a number). */
  storeKey?: string | number
  name: string
  reason: string
  why?: Why
  at: string
}

/** The save text of a table's parts: as the table would have opened, or as near as the parts allow. */
export function assembleParts(parts: TableParts): string {
  const base = parts.base ?? inlineText(parts.meta) ?? ''
  const entries = parts.entries.map((e) => [e.n, e.entry] as const)
  const checked = checkMeta(parts.meta)
  if (checked.ok) return assembleText(base, checked.meta, entries)
  const commands =
    typeof parts.meta === 'object' && parts.meta ? (parts.meta as { commands?: unknown }).commands : null
  return assembleLoose(base, entries, commands)
}

/** A name to show for a table whose metadata may be damaged: its own, its save's, or its id. */
export function nameOfParts(id: string, parts: Pick<TableParts, 'meta' | 'base'>): string {
  const fromMeta =
    typeof parts.meta === 'object' && parts.meta ? (parts.meta as { name?: unknown }).name : null
  if (typeof fromMeta === 'string' && cleanName(fromMeta)) return cleanName(fromMeta).slice(0, 200)
  for (const text of [parts.base, inlineText(parts.meta)]) {
    try {
      const name = text ? (JSON.parse(text) as { name?: unknown }).name : null
      if (typeof name === 'string' && cleanName(name)) return cleanName(name).slice(0, 200)
    } catch {
      // Not JSON: the id names it.
    }
  }
  return id
}

/** JSON text of anything a store may hold (cycles, big integers): never throws. */
export function safeJson(value: unknown): string {
  const seen = new WeakSet<object>()
  try {
    return (
      JSON.stringify(value, (_key, v: unknown) => {
        if (typeof v === 'bigint') return v.toString()
        if (typeof v === 'object' && v !== null) {
          if (seen.has(v)) return '[seen above]'
          seen.add(v)
        }
        return v
      }) ?? 'null'
    )
  } catch (e) {
    return JSON.stringify(`[not representable as JSON: ${e instanceof Error ? e.message : String(e)}]`)
  }
}

const textOrJson = (v: unknown): string => (typeof v === 'string' ? v : safeJson(v ?? null))
const textOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null)

function partsOf(raw: unknown): TableParts | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const p = raw as Record<string, unknown>
  const entries = Array.isArray(p.entries)
    ? p.entries.flatMap((e: unknown) => {
        const n = typeof e === 'object' && e !== null ? (e as { n?: unknown }).n : undefined
        return typeof n === 'number' && Number.isInteger(n) && n >= 0
          ? [{ n, entry: (e as { entry?: unknown }).entry }]
          : []
      })
    : []
  return { meta: p.meta ?? null, base: textOrNull(p.base), backup: textOrNull(p.backup), entries }
}

/** A stored reason code, kept only when it is a code with plain params (it is shown through a template). */
function whyOf(raw: unknown): Why | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { code, params } = raw as { code?: unknown; params?: unknown }
  if (typeof code !== 'string' || !/^[\w.]{1,80}$/.test(code)) return undefined
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined
  const plain = Object.entries(params).filter(
    (e): e is [string, string | number] =>
      (typeof e[1] === 'string' && e[1].length <= 2000) ||
      (typeof e[1] === 'number' && Number.isFinite(e[1])),
  )
  return { code, params: Object.fromEntries(plain) }
}

/**
 * A quarantine record read back, safe to show and download whatever it holds: each field of its type,
 * and a reason that says the record itself is damaged when it gives none.
 */
export function normalizeQuarantined(raw: unknown, key: number | undefined): QuarantinedSave {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : { text: raw }
  const id =
    typeof r.id === 'string' && r.id
      ? r.id
      : typeof r.id === 'number'
        ? String(r.id)
        : `set-aside-${key ?? 0}`
  const parts = partsOf(r.parts)
  const name =
    typeof r.name === 'string' && cleanName(r.name)
      ? cleanName(r.name).slice(0, 200)
      : parts
        ? nameOfParts(id, parts)
        : id
  const given = typeof r.reason === 'string' && r.reason !== ''
  const reason = given
    ? (r.reason as string)
    : 'the set-aside record is damaged: it does not say why the table was set aside'
  const why = given ? whyOf(r.why) : { code: 'record.noReason', params: {} }
  return {
    key: typeof r.key === 'number' ? r.key : key,
    id,
    name,
    reason,
    ...(why ? { why } : {}),
    at: typeof r.at === 'string' ? r.at : '',
    text: textOrJson(r.text ?? ''),
    ...(parts ? { parts } : {}),
    ...(r.dismissed === true ? { dismissed: true } : {}),
  }
}

/**
 * The damaged file: one JSON document with every record the table had when it was set aside, each part
 * saying what it is, so that nothing is lost and someone can piece the game together by hand.
 */
export function damagedDocument(q: QuarantinedSave): string {
  const parts = q.parts
  const doc = {
    kind: 'tabletop-damaged-table',
    version: 1,
    about:
      'Everything Tabletop had stored for this table when it could not be read, as it was stored. ' +
      'A table is a base save text plus the moves appended after it; "assembled" is the save put together from them.',
    table: { id: q.id, name: q.name },
    reason: q.reason,
    setAsideAt: q.at,
    parts: {
      metadata: {
        about: 'The table list record (name, system, times, number of moves), as stored.',
        value: parts ? JSON.parse(safeJson(parts.meta)) : null,
      },
      base: {
        about: 'The save text written when the table was created, imported or restored.',
        text: parts?.base ?? null,
      },
      entries: {
        about: 'The moves appended after the base, each with its index in the log (n, from 0).',
        value: parts ? JSON.parse(safeJson(parts.entries)) : [],
      },
      backup: {
        about: 'The last text of this table known to read well (kept when it was last opened).',
        text: parts?.backup ?? null,
      },
      assembled: {
        about: 'The save put together from the parts above when the table was set aside.',
        text: q.text,
      },
    },
  }
  return JSON.stringify(doc, null, 2)
}
