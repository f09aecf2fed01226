/** The rules reference in the product's own words, searchable by rule ID or by words. */
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { RuleEntry } from '../app/system-ui'

export interface RulesPanelProps {
  rules: readonly RuleEntry[]
  /** The entries in the reader's language, by rule ID (see `rulesIn`); missing ones show in English. */
  translation?: Readonly<Record<string, Omit<RuleEntry, 'id'>>>
  query: string
  onQuery(q: string): void
}

export function RulesPanel({ rules, translation, query, onQuery }: RulesPanelProps) {
  const { t } = useTranslation()
  const all = useMemo<RuleEntry[]>(
    () => [
      // Each entry in the reader's language where translated, in English otherwise.
      ...rules.map((r) => ({ ...r, ...translation?.[r.id] })),
      { id: 'TRAY-1', title: t('rules.tray1.title'), text: t('rules.tray1.text') },
      { id: 'TRAY-2', title: t('rules.tray2.title'), text: t('rules.tray2.text') },
      { id: 'LOG-1', title: t('rules.log1.title'), text: t('rules.log1.text') },
    ],
    [rules, translation, t],
  )
  const q = query.trim().toLowerCase()
  const matches = q
    ? all.filter(
        (r) =>
          r.id.toLowerCase().startsWith(q) ||
          r.title.toLowerCase().includes(q) ||
          r.text.toLowerCase().includes(q),
      )
    : all
  const exact = useRef<HTMLElement>(null)

  useEffect(() => {
    exact.current?.scrollIntoView?.({ block: 'nearest' })
  }, [query])

  return (
    <section className="rules-panel" aria-label={t('game.tab.rules')}>
      <input
        type="search"
        value={query}
        placeholder={t('rules.search')}
        aria-label={t('rules.search')}
        onChange={(e) => onQuery(e.target.value)}
      />
      {matches.length === 0 && <p className="empty">{t('rules.none')}</p>}
      <dl className="rules">
        {matches.map((r) => {
          const isExact = r.id.toLowerCase() === q
          return (
            <div
              key={r.id}
              className={isExact ? 'rule exact' : 'rule'}
              ref={isExact ? (exact as React.RefObject<HTMLDivElement>) : undefined}
              data-rule={r.id}
            >
              <dt>
                <span className="rule-id">{r.id}</span> {r.title}
              </dt>
              <dd>{r.text}</dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
