/**
 * The Active hero (CW-4.3): its phases left, the summed cost so far (CW-4.4), Movement, each Attack/Support
 * with its targets, sight and exact odds (CW-2.6, CW-8.2) before committing, and ending with a facing
 * (CW-6.2) — a Skip (+1, CW-4.5) when nothing was used.
 */
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useCardText } from '../card-text'
import { OddsChart } from '../../../panels/OddsChart'
import {
  FACINGS,
  activeHero,
  selectSight,
  selectUseOdds,
  type ActionAbility,
  type CwAction,
  type Facing,
} from '../engine'
import { joinsMovement } from '../plan'
import type { ControlsProps } from './Controls'
import { HeroCardView } from './HeroCardView'
import { readerNumber } from '../../../app/number-format'

const ARROWS_NEAR: Record<Facing, string> = { N: '↑', E: '→', S: '↓', W: '←' }
/** Drawn for the far seat (issue 37) north is down the board's frame: each arrow points as the board shows it. */
const ARROWS_FAR: Record<Facing, string> = { N: '↓', E: '←', S: '↑', W: '→' }

export function ActivePanel({ state, legal, act, aim, setAim, events, facing }: ControlsProps) {
  const ARROWS = facing === 'far' ? ARROWS_FAR : ARROWS_NEAR
  const { t } = useTranslation('chesswarrior')
  const cardText = useCardText()
  const hero = activeHero(state)!
  const card = state.cards[hero.card]!
  const a = state.activation!
  const usedAny = a.used.movement || a.used.attack || a.used.support
  const moveAction = legal.find((x) => x.type === 'chesswarrior/move')
  const usesOf = (id: string) =>
    legal.filter(
      (x): x is Extract<CwAction, { type: 'chesswarrior/use' }> =>
        x.type === 'chesswarrior/use' && x.ability === id,
    )
  const name = (id: string) => state.cards[state.heroes[id]!.card]!.name
  // In a mirror match both sides may field the same card: a target is named with its side.
  const nameWithSide = (id: string) =>
    t('aim.heroOfSide', { hero: name(id), side: state.options.names[state.heroes[id]!.side] })
  // CW-6.1 the legal steps as buttons (and arrow keys, see the view): the canvas is not the only way to move.
  const steps = legal.flatMap((x) => {
    if (x.type !== 'chesswarrior/step' || !hero.pos) return []
    const dx = x.to.x - hero.pos.x
    const dy = x.to.y - hero.pos.y
    const dir: Facing = dy > 0 ? 'N' : dy < 0 ? 'S' : dx > 0 ? 'E' : 'W'
    return [{ dir, action: x }]
  })

  const unavailable = (ab: ActionAbility): string | null => {
    const phaseFree =
      ab.phase === 'attack'
        ? !a.used.attack
        : ab.phase === 'support'
          ? !a.used.support
          : !a.used.attack || !a.used.support
    if (!phaseFree) return t('active.phaseUsed')
    if (hero.mana < ab.cost.mana) return t('active.noMana', { n: ab.cost.mana })
    if (usesOf(ab.id).length === 0) return t('active.noTarget')
    return null
  }

  const stepButtons = useRef<HTMLParagraphElement>(null)
  const focusSteps = useRef(false)
  useEffect(() => {
    if (!focusSteps.current || steps.length === 0) return
    focusSteps.current = false
    stepButtons.current?.querySelector<HTMLButtonElement>('button:enabled')?.focus()
  })

  const aimed = aim ? card.abilities.find((x) => x.id === aim.ability) : undefined
  // CW-4.3: an Attack & Support ability is offered once per free phase; the player's pick filters them.
  const phaseChoices = aim
    ? [
        ...new Set(
          usesOf(aim.ability)
            .map((u) => u.phase)
            .filter((p) => p !== undefined),
        ),
      ]
    : []
  const aimedUses = aim
    ? usesOf(aim.ability).filter((u) => !aim.phase || u.phase === undefined || u.phase === aim.phase)
    : []
  const chosen =
    aimed && aimed.kind === 'action'
      ? aimed.shape.kind === 'target'
        ? aimedUses.find(
            (u) => u.target === aim!.target && (aim!.facing === null || u.facing === aim!.facing),
          )
        : aimed.shape.kind === 'dl'
          ? aimedUses.find((u) => u.direction === aim!.direction)
          : aimedUses[0]
      : undefined
  const odds = chosen ? selectUseOdds(state, chosen) : null
  const heals = aimed?.kind === 'action' && aimed.effects.some((e) => e.type === 'heal')
  // A hit rate no face can reach: the use is certain to fail, so the player is warned before committing.
  const hopeless = odds !== null && odds.length > 0 && odds.every((o) => o.perDie === 0)
  const sightText = (target: string) => {
    const t2 = state.heroes[target]!
    if (!aimed || aimed.kind !== 'action' || aimed.shape.kind !== 'target') return t('aim.noSightNeeded')
    const r = selectSight(state, hero.id, t2.pos!)
    if (!r || r.sight === 'full') return t('aim.fullSight')
    return t('aim.partSight', { n: r.blocked, penalty: r.blocked * state.options.rules.partSightPenalty })
  }
  // Once a target or direction is chosen, its odds are scrolled into view above the footer (1366×768).
  const oddsBlock = useRef<HTMLDivElement>(null)
  const footer = useRef<HTMLDivElement>(null)
  const chosenKey = chosen ? JSON.stringify(chosen) : null
  useEffect(() => {
    const block = oddsBlock.current
    const foot = footer.current
    const column = block?.closest<HTMLElement>('.cw-controls')
    if (!chosenKey || !block || !foot || !column) return
    const b = block.getBoundingClientRect()
    const below = b.bottom - foot.getBoundingClientRect().top
    const room = b.top - column.getBoundingClientRect().top
    if (below > 0) column.scrollTop += Math.min(below, Math.max(0, room))
  }, [chosenKey])
  const facingsForTarget = aim?.target
    ? [...new Set(aimedUses.filter((u) => u.target === aim.target).map((u) => u.facing!))]
    : []

  return (
    <section className="cw-active" aria-label={t('active.title')}>
      <HeroCardView card={card} hero={hero} compact />
      <p className="cw-phases">
        {(['movement', 'attack', 'support'] as const).map((p) => (
          <span key={p} className={a.used[p] ? 'used' : ''}>
            {t(`phase.${p}`)}
          </span>
        ))}
        <span>{t('active.cost', { n: a.turnCost })}</span>
        {a.moveLeft > 0 && <span className="cw-counters">{t('active.counters', { n: a.moveLeft })}</span>}
      </p>
      {steps.length > 0 && (
        <p className="cw-buttons" aria-label={t('active.steps')} ref={stepButtons}>
          {t('active.steps')}
          {FACINGS.map((f) => {
            const step = steps.find((x) => x.dir === f)
            return (
              <button
                key={f}
                type="button"
                disabled={!step}
                onClick={() => step && act(step.action, { join: joinsMovement(events) })}
                aria-label={t('active.stepAria', { facing: t(`facing.${f}`) })}
              >
                {ARROWS[f]}
              </button>
            )
          })}
        </p>
      )}
      <div className="cw-buttons">
        {card.abilities.map((ab) => {
          if (ab.kind === 'move') {
            return (
              <button
                key={ab.id}
                type="button"
                disabled={!moveAction}
                onClick={() => {
                  if (!moveAction) return
                  // The step buttons appear above this one (which is then spent): a keyboard player
                  // goes on from them, not from the end buttons below.
                  focusSteps.current = true
                  act(moveAction)
                }}
                title={t('active.moveHint')}
              >
                {t('phase.movement')} <code>{cardText.notation(ab)}</code>
              </button>
            )
          }
          if (ab.kind !== 'action') return null
          const why = unavailable(ab)
          return (
            <button
              key={ab.id}
              type="button"
              disabled={why !== null}
              aria-pressed={aim?.ability === ab.id}
              title={why ?? cardText.abilityText(ab)}
              onClick={() =>
                setAim(
                  aim?.ability === ab.id
                    ? null
                    : { ability: ab.id, target: null, facing: null, direction: null, phase: null },
                )
              }
            >
              {cardText.abilityName(ab)} <code>{cardText.notation(ab)}</code>
              {why && <small> — {why}</small>}
            </button>
          )
        })}
      </div>
      {aimed && aimed.kind === 'action' && aimedUses.length > 0 && (
        <div className="cw-aim">
          {aimed.shape.kind === 'target' && !aim!.target && <p className="hint">{t('aim.pickTarget')}</p>}
          {aimed.shape.kind === 'target' && (
            <div className="cw-buttons">
              {[...new Set(aimedUses.map((u) => u.target!))].map((id) => (
                <button
                  key={id}
                  type="button"
                  aria-pressed={aim!.target === id}
                  onClick={() => setAim({ ...aim!, target: id, facing: null })}
                >
                  {nameWithSide(id)}
                </button>
              ))}
            </div>
          )}
          {facingsForTarget.length > 1 && (
            <p className="cw-buttons">
              {t('aim.diagonal')}
              {facingsForTarget.map((f) => (
                <button
                  key={f}
                  type="button"
                  aria-pressed={aim!.facing === f}
                  onClick={() => setAim({ ...aim!, facing: f })}
                >
                  {ARROWS[f]} {t(`facing.${f}`)}
                </button>
              ))}
            </p>
          )}
          {phaseChoices.length > 1 && (
            <p className="cw-buttons">
              {t('aim.phase')}
              {phaseChoices.map((p) => (
                <button
                  key={p}
                  type="button"
                  aria-pressed={(aim!.phase ?? phaseChoices[0]) === p}
                  onClick={() => setAim({ ...aim!, phase: p! })}
                >
                  {t(`phase.${p}`)}
                </button>
              ))}
            </p>
          )}
          {aimed.shape.kind === 'dl' && (
            <p className="cw-buttons">
              {t('aim.direction')}
              {[...new Set(aimedUses.map((u) => u.direction!))].map((d) => (
                <button
                  key={d}
                  type="button"
                  aria-pressed={aim!.direction === d}
                  onClick={() => setAim({ ...aim!, direction: d })}
                >
                  {ARROWS[d]} {t(`facing.${d}`)}
                </button>
              ))}
            </p>
          )}
          {odds && chosen && (
            <div className="cw-odds" data-testid="cw-odds" ref={oddsBlock}>
              {odds
                .filter((o) => o.friendlyFire)
                .map((o) => (
                  <p key={`ally-${o.hero}`} className="cw-warning" role="alert" data-testid="cw-ally-hit">
                    {t('aim.allyHit', { hero: name(o.hero) })}
                  </p>
                ))}
              {odds.map((o) => (
                <div key={o.hero}>
                  <p>
                    <b>{nameWithSide(o.hero)}</b> ({sightText(o.hero)}):{' '}
                    {t('aim.hitRate', {
                      rate: `${o.hitRate >= 0 ? '+' : ''}${o.hitRate}`,
                      pct: readerNumber(o.perDie * 100),
                    })}{' '}
                    ·{' '}
                    {heals ? (
                      t('aim.expectedHeal', { n: readerNumber(o.expectedHeal, 2) })
                    ) : (
                      <>
                        {t('aim.expected', { n: readerNumber(o.expectedDamage, 2) })} ·{' '}
                        <b>{t('aim.destroy', { pct: readerNumber(o.destroy * 100, 1) })}</b>
                      </>
                    )}
                  </p>
                  <OddsChart
                    distribution={o.successes}
                    threshold={1}
                    label={t('aim.chart', { name: name(o.hero) })}
                    width={Math.min(260, 40 * o.successes.p.length)}
                    height={44}
                  />
                </div>
              ))}
              {hopeless && (
                <p className="cw-warning" role="alert" data-testid="cw-no-chance">
                  {t('aim.noChance')}
                </p>
              )}
            </div>
          )}
        </div>
      )}
      {/* The roll and the End/Skip row stay at the foot of the column: the odds scroll above them. */}
      <div className="cw-active-footer" ref={footer}>
        {odds && chosen && aimed?.kind === 'action' && (
          <div className="cw-sticky-actions" data-testid="cw-commit-bar">
            <button
              type="button"
              className={hopeless ? 'danger' : 'primary'}
              data-testid="cw-commit"
              onClick={() => act(chosen)}
            >
              {hopeless
                ? t('aim.commitAnyway', { ability: cardText.abilityName(aimed) })
                : aimed.shape.kind === 'aoe' && odds.length > 1
                  ? t('aim.commitEach', {
                      ability: cardText.abilityName(aimed),
                      n: aimed.dice.count,
                      heroes: odds.length,
                    })
                  : t('aim.commit', { ability: cardText.abilityName(aimed), n: aimed.dice.count })}
            </button>
            <button type="button" onClick={() => setAim(null)}>
              {t('aim.cancel')}
            </button>
          </div>
        )}
        <div className="cw-end">
          <span>{usedAny ? t('active.endFacing') : t('active.skipFacing')}</span>
          {FACINGS.map((f) => (
            <button
              key={f}
              type="button"
              aria-label={t(usedAny ? 'active.endAria' : 'active.skipAria', { facing: t(`facing.${f}`) })}
              onClick={() => act({ type: 'chesswarrior/endActivation', facing: f })}
            >
              {ARROWS[f]} {t(`facing.${f}`)}
            </button>
          ))}
        </div>
      </div>
    </section>
  )
}
