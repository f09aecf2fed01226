/**
 * Combat over the table: the chosen fight before the roll (FG-5, FG-12: both sides with every modifier and
 * its rule, the exact odds, then the roll), and the choices the rules offer at once: forcing combat on a
 * model that came within 1" (FG-4.7), pushing the loser of a fight back 1" or staying in combat (FG-5.5,
 * both engine commands, so the choice survives a reload). All of it comes from the engine (`fightPreview`,
 * `pendingForcedCombat`, `pendingPushBack`).
 */
import { useTranslation } from 'react-i18next'
import { fightPreview, type FgAction, type FgState, type Fighter } from '../engine'
import { modelName } from '../names'
import { chooseFight, useFightChoice } from './choice'
import './melee.css'

const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`)

function Side({ f, testid }: { f: Fighter; testid: string }) {
  const { t } = useTranslation('frostgrave')
  const bonus = f.fight + f.roll.reduce((s, m) => s + m.value, 0)
  return (
    <section data-testid={testid}>
      <h4>
        {t('fight.side', {
          model: modelName(t, f.model.name, f.model.kind),
          bonus: signed(bonus),
          armour: f.armour,
          health: f.model.health,
        })}
      </h4>
      <ul className="fg-fight-mods">
        <li>{t('fight.base', { value: signed(f.fight) })}</li>
        {f.roll.map((m) => (
          <li key={`r-${m.key}`} data-rule={m.rule}>
            {t('fight.rollMod', { value: signed(m.value), label: t(`fight.mod.${m.key}`), rule: m.rule })}
          </li>
        ))}
        {f.damage.map((m) => (
          <li key={`d-${m.key}`} data-rule={m.rule}>
            {t('fight.damageMod', { value: signed(m.value), label: t(`fight.mod.${m.key}`), rule: m.rule })}
          </li>
        ))}
      </ul>
    </section>
  )
}

function FightPreview({ state, act }: { state: FgState; act(action: FgAction): boolean }) {
  const { t, i18n } = useTranslation('frostgrave')
  const choice = useFightChoice()
  if (!choice) return null
  const preview = fightPreview(state, choice.attacker, choice.target)
  if (!preview.ok) return null
  const { setup, odds } = preview
  const pct = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 })
  const num = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 })
  return (
    <div className="fg-fight-preview" data-testid="fg-fight-preview">
      <h3>
        {t('fight.title', {
          attacker: modelName(t, setup.attacker.model.name, setup.attacker.model.kind),
          defender: modelName(t, setup.defender.model.name, setup.defender.model.kind),
        })}
      </h3>
      <Side f={setup.attacker} testid="fg-fight-attacker" />
      <Side f={setup.defender} testid="fg-fight-defender" />
      <h4>{t('fight.odds')}</h4>
      {preview.beauty && (
        <p data-testid="fg-fight-beauty">
          {t('fight.beauty', {
            attacker: modelName(t, setup.attacker.model.name, setup.attacker.model.kind),
            target: modelName(t, setup.defender.model.name, setup.defender.model.kind),
            score: preview.beauty.score,
            p: pct.format(preview.beauty.chance),
          })}
        </p>
      )}
      <p data-testid="fg-fight-odds">
        {t('fight.win', { p: pct.format(odds.attackerWins) })} ·{' '}
        {t('fight.lose', { p: pct.format(odds.defenderWins) })} ·{' '}
        {t('fight.tie', { p: pct.format(odds.tie) })}
        {setup.criticalHits && <> · {t('fight.bothCritical', { p: pct.format(odds.bothCritical) })}</>}
      </p>
      <p>
        {t('fight.expected', {
          dealt: num.format(odds.expectedDamage[0]),
          taken: num.format(odds.expectedDamage[1]),
        })}
      </p>
      <p>{t('fight.kill', { kill: pct.format(odds.kills[0]), killed: pct.format(odds.kills[1]) })}</p>
      {setup.criticalHits && (
        <p>
          <small>{t('fight.criticalOn')}</small>
        </p>
      )}
      <div className="fg-row">
        <button
          type="button"
          className="primary"
          data-testid="fg-fight-roll"
          onClick={() => {
            if (act({ type: 'frostgrave/fight', model: choice.attacker, target: choice.target }))
              chooseFight(null)
          }}
        >
          {t('fight.rollButton')}
        </button>
        <button type="button" onClick={() => chooseFight(null)}>
          {t('fight.cancel')}
        </button>
      </div>
    </div>
  )
}

/** FG-4.7 and FG-5.5: the offers standing now, until the next action. */
function Reactions({ state, act }: { state: FgState; act(action: FgAction): boolean }) {
  const { t } = useTranslation('frostgrave')
  const name = (id: string): string => {
    const m = state.models.find((x) => x.id === id)
    return m ? modelName(t, m.name, m.kind) : id
  }
  const push = state.pendingPushBack
  if (state.pendingForcedCombat.length === 0 && !push) return null
  return (
    <div className="fg-fight-reactions" data-testid="fg-combat-reactions">
      {state.pendingForcedCombat.map((o) => (
        <button
          key={`${o.by}>${o.target}`}
          type="button"
          className="primary"
          data-testid={`fg-force-${o.by}`}
          onClick={() => act({ type: 'frostgrave/forceCombat', model: o.by, target: o.target })}
        >
          {t('fight.force', { model: name(o.by), target: name(o.target) })}
        </button>
      ))}
      {state.pendingForcedCombat.length > 0 && (
        <button
          type="button"
          data-testid="fg-no-force"
          onClick={() => act({ type: 'frostgrave/declineForcedCombat' })}
        >
          {t('fight.noForce')}
        </button>
      )}
      {push && (
        <>
          <button
            type="button"
            className="primary"
            data-testid="fg-push-back"
            onClick={() => act({ type: 'frostgrave/pushBack', model: push.winner })}
          >
            {t('fight.pushBack', { winner: name(push.winner), loser: name(push.loser) })}
          </button>
          <button
            type="button"
            data-testid="fg-stay"
            onClick={() => act({ type: 'frostgrave/declinePushBack', model: push.winner })}
          >
            {t('fight.stay')}
          </button>
        </>
      )}
    </div>
  )
}

export function CombatPanel({ state, act }: { state: FgState; act(action: FgAction): boolean }) {
  if (state.stage !== 'play') return null
  return (
    <div className="fg-combat-panel">
      <Reactions state={state} act={act} />
      <FightPreview state={state} act={act} />
    </div>
  )
}
