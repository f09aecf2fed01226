/**
 * The shot before the roll (FG-6, FG-12): the shooter's targets in range and in sight, and for the chosen
 * one every modifier with its rule, the two rolls' modifiers and the exact odds; in a combat (FG-6.5), each
 * model that may be hit with its chance. All of it comes from the engine's `previewShot`.
 */
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { inches, previewShot, shotTargets, type FgAction, type FgState, type ShotCandidate } from '../engine'
import { modelName } from '../names'
import { clearAim, isAiming, setAim, useAim } from './aim'
import './shooting.css'
import { readerNumber, readerPercent } from '../../../app/number-format'

const percent = (p: number): string => readerPercent(p)
const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`)

export function Candidate({ state, c, many }: { state: FgState; c: ShotCandidate; many: boolean }) {
  const { t } = useTranslation('frostgrave')
  const nameOf = (id: string) => {
    const m = state.models.find((x) => x.id === id)
    return m ? modelName(t, m.name, m.kind) : id
  }
  return (
    <section className="fg-shot-candidate" data-testid={`fg-shot-candidate-${c.target}`}>
      {many && (
        <h4>
          {nameOf(c.target)} · {t('shoot.chance', { chance: percent(c.chance) })}
        </h4>
      )}
      <ul className="fg-shot-mods" data-testid="fg-shot-mods">
        {c.modifiers.length === 0 && <li>{t('shoot.noModifiers')}</li>}
        {c.modifiers.map((m) => (
          <li key={m.kind} data-kind={m.kind}>
            {t(`shoot.mod.${m.kind}`, { count: m.count ?? 1, by: m.by ? nameOf(m.by) : '' })}{' '}
            <strong>{signed(m.value)}</strong> {t(`shoot.side.${m.side}`)} <small>({m.rule})</small>
          </li>
        ))}
      </ul>
      <p>{t('shoot.rolls', { shooter: signed(c.shooterModifier), target: signed(c.targetModifier) })}</p>
      <p data-testid="fg-shot-odds">
        {t('shoot.odds', {
          hit: percent(c.odds.hit),
          damage: readerNumber(c.odds.expectedDamage, 2),
          kill: percent(c.odds.kill),
        })}
      </p>
    </section>
  )
}

export function ShotPanel({ state, act }: { state: FgState; act(action: FgAction): boolean }) {
  const { t } = useTranslation('frostgrave')
  const aim = useAim((a) => a)
  const shooter = state.models.find((m) => m.id === aim.shooter)
  const live = !!shooter && state.stage === 'play' && isAiming(state, shooter.id)
  // An aim outlives neither its activation (it would come back when the model next activates) nor Escape.
  useEffect(() => {
    if (aim.shooter && !live) clearAim()
  }, [aim.shooter, live])
  useEffect(() => {
    if (!live) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') clearAim()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [live])
  if (!shooter || !live) return null
  const targets = shotTargets(state, shooter.id)
  const preview = aim.target ? previewShot(state, shooter.id, aim.target) : null
  const nameOf = (id: string) => {
    const m = state.models.find((x) => x.id === id)
    return m ? modelName(t, m.name, m.kind) : id
  }
  return (
    <aside className="fg-shot-panel" data-testid="fg-shot-panel" aria-label={t('shoot.shoot')}>
      <p className="hint">{targets.length > 0 ? t('shoot.aim') : t('shoot.noTargets')}</p>
      <div className="fg-row">
        {targets.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={aim.target === id}
            data-testid={`fg-shot-target-${id}`}
            onClick={() => setAim({ shooter: shooter.id, target: id })}
          >
            {nameOf(id)}
          </button>
        ))}
      </div>
      {preview?.ok && aim.target && (
        <>
          <h3>
            {t(`shoot.title-${preview.weapon}`, { model: nameOf(shooter.id) })} ·{' '}
            {t('shoot.distance', { target: nameOf(aim.target), distance: inches(preview.distance) })}
          </h3>
          {preview.beauty && (
            <p data-testid="fg-shot-beauty">
              {t('shoot.beauty', {
                attacker: nameOf(shooter.id),
                target: nameOf(aim.target),
                score: preview.beauty.score,
                p: percent(preview.beauty.chance),
              })}
            </p>
          )}
          {preview.candidates.length > 1 && <p>{t('shoot.intoCombat')}</p>}
          {preview.candidates.map((c) => (
            <Candidate key={c.target} state={state} c={c} many={preview.candidates.length > 1} />
          ))}
        </>
      )}
      <div className="fg-row">
        {preview?.ok && aim.target && (
          <button
            type="button"
            className="primary"
            data-testid="fg-shot-confirm"
            onClick={() => {
              if (act({ type: 'frostgrave/shoot', model: shooter.id, target: aim.target! })) clearAim()
            }}
          >
            {t('shoot.confirm')}
          </button>
        )}
        <button type="button" onClick={clearAim}>
          {t('shoot.cancel')}
        </button>
      </div>
    </aside>
  )
}
