/**
 * The side panel: the whole table as text — every character's groups, class dice and aspect, the stores,
 * the bag and the last exchange — for screen readers and for a quick read of the numbers. A player's
 * table is memoised on that player's object (the engine shares what a command leaves alone), so a step of
 * the timeline renders only the side that changed.
 */
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { SystemViewProps } from '../../../app/system-ui'
import { aspectOf, characterTotal, classOf, dieForClass, type Action, type State } from '../engine'

const die = (potential: number) => {
  const sides = dieForClass(classOf(potential))
  return sides ? `d${sides}` : '–'
}

export function TablePanel({ state }: SystemViewProps<State, Action>) {
  const { t } = useTranslation('dice-roll-party')
  const combat = state.lastCombat
  return (
    <div className="drp-panel">
      {state.players.map((p, i) => (
        <PlayerTable key={i} player={p} aspects={state.options.aspects} />
      ))}
      <p>{t('panel.bag', { red: state.bag.red, blue: state.bag.blue, green: state.bag.green })}</p>
      {combat && (
        <p>
          {t('panel.last', {
            attack: combat.attack.roll.result,
            defence: combat.defence.result,
            outcome: combat.hit ? t('combat.hit', { n: combat.damage }) : t('combat.held'),
          })}
        </p>
      )}
    </div>
  )
}

const PlayerTable = memo(function PlayerTable({
  player: p,
  aspects,
}: {
  player: State['players'][number]
  aspects: boolean
}) {
  const { t } = useTranslation('dice-roll-party')
  return (
    <section aria-label={p.name}>
      <h3>{p.name}</h3>
      <table className="drp-summary">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('group.time')}</th>
            <th>{t('group.attack')}</th>
            <th>{t('group.defence')}</th>
            <th>{t('group.form')}</th>
            <th>{t('panel.total')}</th>
          </tr>
        </thead>
        <tbody>
          {p.characters.map((c, slot) => (
            <tr key={slot}>
              <td>
                {slot + 1}
                {aspects && aspectOf(c) ? ` ${t(`aspect.${aspectOf(c)}`)}` : ''}
              </td>
              {c.gone ? (
                <td colSpan={5}>{t('panel.gone')}</td>
              ) : (
                <>
                  <td>{c.time}</td>
                  <td>
                    {c.attack} ({die(c.attack)})
                  </td>
                  <td>
                    {c.defence} ({die(c.defence)})
                  </td>
                  <td>{c.form}</td>
                  <td>{characterTotal(c)}/18</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('panel.store', { red: p.store.red, blue: p.store.blue, green: p.store.green })}</p>
    </section>
  )
})
