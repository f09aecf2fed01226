/**
 * FG-12 while a bolt is aimed: each model it may be aimed at, with every modifier and the exact odds of
 * the attack once the spell succeeds — for each model of a combat the d(n) may pick (FG-6.5) — so they are
 * on screen before the click that rolls the casting, the d(n) and the attack in one go.
 */
import { useTranslation } from 'react-i18next'
import { spellAttackTargets, type FgState } from '../engine'
import { modelName } from '../names'
import { Candidate } from '../shooting/ShotPanel'

export function AttackTargets({ state, caster, spell }: { state: FgState; caster: string; spell: string }) {
  const { t } = useTranslation('frostgrave')
  const targets = spellAttackTargets(state, caster, spell)
  if (!targets) return null
  const nameOf = (id: string): string => {
    const m = state.models.find((x) => x.id === id)
    return m ? modelName(t, m.name, m.kind) : id
  }
  return (
    <div className="fg-attack-targets" data-testid="fg-spell-attack-targets">
      <p className="hint">{t('cast.attackTargets')}</p>
      {targets.map(({ target, candidates }) => (
        <details key={target} data-testid={`fg-spell-attack-target-${target}`} open={targets.length === 1}>
          <summary>
            <strong>{nameOf(target)}</strong>
            {candidates.length > 1 && ` · ${t('cast.attackInCombat', { sides: candidates.length })}`}
          </summary>
          {candidates.map((c) => (
            <Candidate key={c.target} state={state} c={c} many={candidates.length > 1} />
          ))}
        </details>
      ))}
    </div>
  )
}
