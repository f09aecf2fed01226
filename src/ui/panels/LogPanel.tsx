/**
 * The game's log: every event of every command, newest last, each with the rule that made it happen
 * (a link into the rules reference) and the faces rolled. Filter by rule or dice; export as Markdown. Only the
 * lines in view are rendered (a long game's log stays as quick as a short one's), and each line is
 * translated once (`useEventText` caches per language).
 */
import { memo, useLayoutEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameEvent } from '../../engine'
import { downloadText } from '../app/download'
import { useEventText } from '../app/event-text'
import { useApp } from '../app/store-context'
import { useVirtualRows } from './use-virtual-rows'

interface Line {
  entry: number
  event: GameEvent
}

/** The log as Markdown, for sharing a session's story; `diceLabel` says "dice: 5, 10" in the reader's language. */
export function logToMarkdown(
  name: string,
  lines: readonly Line[],
  diceLabel: (faces: string) => string = (faces) => `dice: ${faces}`,
): string {
  const body = lines.map(({ entry, event }) => {
    const rule = event.rule ? ` _(${event.rule})_` : ''
    const dice = event.dice?.length ? ` — ${diceLabel(event.dice.join(', '))}` : ''
    return `${entry}. ${event.text}${rule}${dice}`
  })
  return `# ${name}\n\n${body.join('\n')}\n`
}

interface ShownLine extends Line {
  key: string
}

/**
 * Rule IDs in the book's order: 'CW-6.10' after 'CW-6.9'. One collator for all: localeCompare with
 * options makes one per comparison, and the filter's list is sorted again as the log changes (each
 * timeline step, issue 36).
 */
const byRuleId = new Intl.Collator('en', { numeric: true }).compare

/** Each log entry's lines, made once: entries never change once logged. */
const entryLines = new WeakMap<readonly GameEvent[], ShownLine[]>()

function linesOf(list: readonly GameEvent[], i: number): ShownLine[] {
  const known = entryLines.get(list)
  // The same list at another place (a player window's filtered log) is made again with its own numbers.
  if (known && (known.length === 0 || known[0]!.entry === i + 1)) return known
  const made = list.map((event, k) => ({ key: `${i}-${k}`, entry: i + 1, event }))
  entryLines.set(list, made)
  return made
}

export function LogPanel({
  name,
  onRule,
  events: given,
  ruleTitle,
  onWantTitles,
}: {
  name: string
  onRule(id: string): void
  /** The events to show (a player window passes the public ones); the open table's log by default. */
  events?: readonly (readonly GameEvent[])[]
  /**
   * A rule's title in the reader's language (the filter lists the rules the log cites), undefined until
   * the rules reference has come: the filter shows the IDs alone meanwhile.
   */
  ruleTitle?(id: string): string | undefined
  /** The filter is about to be used: its titles are wanted now (a system may fetch its rules apart). */
  onWantTitles?(): void
}) {
  const { t } = useTranslation()
  const textOf = useEventText()
  const stored = useApp((s) => s.session!.history.events)
  const events = given ?? stored
  const [filter, setFilter] = useState('all')

  // One line per event, made once per log entry (a long game's log grows by an entry per action); each
  // line is translated when it is shown or exported, so an action costs the same at action 1 000 as at 10.
  const lines = useMemo(() => events.flatMap(linesOf), [events])
  // The filter offers the rules the log cites, by ID and title: codes and titles every language has.
  const rules = useMemo(
    () => [...new Set(lines.flatMap((l) => (l.event.rule ? [l.event.rule] : [])))].sort(byRuleId),
    [lines],
  )
  const filtered = useMemo(
    () =>
      lines.filter(
        (l) =>
          filter === 'all' || (filter === 'dice' ? Boolean(l.event.dice?.length) : l.event.rule === filter),
      ),
    [lines, filter],
  )
  const keys = useMemo(() => filtered.map((l) => l.key), [filtered])
  const rows = useVirtualRows(keys)
  const newest = lines.length
  const why = t('log.why')

  // Follow the story: when something new happens, bring the newest line into view.
  const { toEnd } = rows
  useLayoutEffect(() => toEnd(), [newest, filter, toEnd])

  return (
    <section className="log-panel" aria-label={t('game.tab.log')}>
      <div className="panel-tools">
        <label>
          {t('log.filter')}
          <select
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            onFocus={onWantTitles}
            onPointerDown={onWantTitles}
          >
            <option value="all">{t('log.all')}</option>
            <option value="dice">{t('log.dice')}</option>
            {rules.map((id) => (
              <option key={id} value={id}>
                {[id, ruleTitle?.(id)].filter(Boolean).join(' · ')}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() =>
            downloadText(
              `${name}.log.md`,
              logToMarkdown(
                name,
                filtered.map((l) => ({ ...l, event: { ...l.event, text: textOf(l.event) } })),
                (faces) => t('log.exportDice', { faces }),
              ),
              'text/markdown',
            )
          }
        >
          {t('log.export')}
        </button>
      </div>
      {filtered.length === 0 ? (
        <p className="empty">{t('log.empty')}</p>
      ) : (
        <ol
          ref={rows.listRef}
          className="log"
          aria-live="polite"
          data-testid="log"
          style={{ paddingTop: rows.before, paddingBottom: rows.after }}
        >
          {filtered.slice(rows.start, rows.end).map(({ key, entry, event }) => (
            <LogLine
              key={key}
              measure={rows.measure(key)}
              entry={entry}
              event={event}
              text={textOf(event)}
              why={why}
              onRule={onRule}
            />
          ))}
        </ol>
      )}
    </section>
  )
}

/**
 * One line of the log. Memoised: a timeline step or a new action changes a line or two at the window's
 * edges, and the fifty-odd lines around them render again only if their text or language changed.
 */
const LogLine = memo(function LogLine({
  measure,
  entry,
  event,
  text,
  why,
  onRule,
}: {
  measure(el: HTMLElement | null): void
  entry: number
  event: GameEvent
  text: string
  why: string
  onRule(id: string): void
}) {
  return (
    <li ref={measure} className={`log-line log-${event.type.replace(/\W+/g, '-')}`}>
      <span className="log-entry">{entry}</span>
      <span className="log-text">{text}</span>
      {event.rule && (
        <button type="button" className="rule-chip" onClick={() => onRule(event.rule!)} title={why}>
          {event.rule}
        </button>
      )}
    </li>
  )
})
