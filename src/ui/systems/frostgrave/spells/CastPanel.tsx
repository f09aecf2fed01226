/**
 * The spell on the table: while aiming, what to click and Cancel (Escape too); while a casting roll waits
 * (FG-8.4), the roll and the empower choices — decline, reach the casting number, spend all that may be
 * spent, or lower a 20+ failure to 19 — each with the target's exact chance to resist (FG-8.5, FG-12), and
 * for a bolt the exact odds of its attack, for an area attack (Grenade, Scatter Shot, Destructive Sphere)
 * those of each model in the area (FG-12).
 */
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import {
  SPELL_RULES,
  areaAttackPreview,
  empowerSample,
  magicOf,
  maxEmpower,
  resistChance,
  spellAttackPreview,
  type AreaAttackOdds,
  type FgAction,
  type FgState,
} from '../engine'
import { modelName } from '../names'
import { clearSpellAim, isAimingSpell, useSpellAim } from './cast-aim'
import { percent } from './CastButtons'
import { NamedPicker } from './NamedPicker'
import { AttackTargets } from './AttackTargets'
import { WillPanel } from './WillPanel'
import { readerNumber } from '../../../app/number-format'

export function CastPanel({ state, act }: { state: FgState; act(action: FgAction): boolean }) {
  const { t } = useTranslation('frostgrave')
  const aim = useSpellAim((a) => a)
  const pending = magicOf(state).pending
  const live = state.stage === 'play' && isAimingSpell(state)
  useEffect(() => {
    if (aim.caster && !live) clearSpellAim()
  }, [aim.caster, live])
  useEffect(() => {
    if (!live) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') clearSpellAim()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [live])
  const name = (spell: string): string => t(`spell.${spell}`, { defaultValue: spell })
  if (magicOf(state).pendingWill) return <WillPanel state={state} act={act} />
  if (pending) {
    const caster = state.models.find((m) => m.id === pending.caster)
    const target = state.models.find((m) => m.id === pending.target)
    const resists = SPELL_RULES[pending.spell]?.resist && target && target.player !== caster?.player
    // FG-8.5: a target spellcaster may spend Health on its Will roll (keeping 1).
    const targetSpends =
      target && (target.kind === 'wizard' || target.kind === 'apprentice') ? maxEmpower(target) : 0
    const choices = empowerSample(state) ?? []
    // FG-12: a bolt's odds of hitting, its expected damage and the chance to kill, before its attack roll.
    const attack = target ? spellAttackPreview(state, pending.caster, pending.spell, target.id) : null
    // FG-12: an area attack's odds for each model in the area.
    const area = areaAttackPreview(state, pending.caster, pending.spell, pending.point)
    return (
      <aside className="fg-cast-panel" data-testid="fg-empower" aria-label={name(pending.spell)}>
        <p>
          <strong>{name(pending.spell)}</strong> ·{' '}
          {t('cast.rolled', {
            caster: caster ? modelName(t, caster.name, caster.kind) : '',
            score: pending.score,
            number: pending.castingNumber,
          })}
        </p>
        {attack && target && (
          <p className="hint" data-testid="fg-spell-attack-odds">
            {t('cast.attackOdds', {
              target: modelName(t, target.name, target.kind),
              hit: percent(attack.hit),
              damage: readerNumber(attack.expectedDamage, 1),
              kill: percent(attack.kill),
            })}
          </p>
        )}
        {area && <AreaOdds state={state} area={area} />}
        {choices.map((a) => {
          if (a.type !== 'frostgrave/empower') return null
          const score = pending.score + a.points
          const label =
            a.points === 0
              ? t('cast.decline')
              : a.points > 0
                ? t('cast.raise', { points: a.points, score })
                : t('cast.lower', { points: -a.points, score })
          return (
            <button
              key={a.points}
              type="button"
              className={a.points === 0 ? undefined : 'primary'}
              data-testid={`fg-empower-${a.points}`}
              onClick={() => act(a)}
            >
              {label}
              {resists && score >= pending.castingNumber && (
                <small>
                  {' · '}
                  {t('cast.resist', {
                    target: modelName(t, target.name, target.kind),
                    chance: percent(resistChance(target.stats.will, score)),
                    will: target.stats.will,
                  })}
                  {targetSpends > 0 &&
                    ` · ${t('cast.resistEmpowered', {
                      points: targetSpends,
                      chance: percent(resistChance(target.stats.will + targetSpends, score)),
                    })}`}
                </small>
              )}
            </button>
          )
        })}
      </aside>
    )
  }
  if (!live || !aim.spell) return null
  const rule = SPELL_RULES[aim.spell]
  const picked = state.models.find((m) => m.id === aim.first)
  const hint =
    rule?.aim === 'point' || (rule?.aim === 'modelPoint' && aim.first)
      ? 'cast.aimPoint'
      : rule?.aim === 'two'
        ? 'cast.aimTwo'
        : rule?.aim === 'treasure'
          ? 'cast.aimTreasure'
          : rule?.aim === 'named'
            ? 'cast.aimNamed'
            : rule?.aim === 'modelNamed' && picked
              ? 'cast.aimModelNamed'
              : 'cast.aimModel'
  const picker = rule?.aim === 'named' || (rule?.aim === 'modelNamed' && picked)
  return (
    <aside className="fg-cast-panel" data-testid="fg-cast-aim" aria-label={name(aim.spell)}>
      <p>
        {t(hint, {
          spell: name(aim.spell),
          target: picked ? modelName(t, picked.name, picked.kind) : '',
        })}
      </p>
      {picker && <NamedPicker state={state} act={act} />}
      {aim.caster && <AttackTargets state={state} caster={aim.caster} spell={aim.spell} />}
      {rule?.range !== undefined && <p>{t('cast.range', { range: `${rule.range}"` })}</p>}
      <button type="button" data-testid="fg-cast-cancel" onClick={clearSpellAim}>
        {t('cast.cancel')}
      </button>
    </aside>
  )
}

/** FG-12: an area attack's odds, one line per model in the area, in the order the attacks are rolled. */
function AreaOdds({ state, area }: { state: FgState; area: AreaAttackOdds[] }) {
  const { t } = useTranslation('frostgrave')
  if (area.length === 0)
    return (
      <p className="hint" data-testid="fg-area-odds">
        {t('cast.areaEmpty')}
      </p>
    )
  return (
    <div className="hint" data-testid="fg-area-odds">
      <p>{t('cast.areaOdds')}</p>
      <ul>
        {area.map(({ model: id, odds }) => {
          const m = state.models.find((x) => x.id === id)
          return (
            <li key={id} data-testid={`fg-area-odds-${id}`}>
              {t('cast.areaModel', {
                target: m ? modelName(t, m.name, m.kind) : id,
                hit: percent(odds.hit),
                damage: readerNumber(odds.expectedDamage, 1),
                kill: percent(odds.kill),
              })}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
