/**
 * The exchange in the band between the mats: the class dice as their real shapes, tumbling when they are
 * rolled; superiority shows both rolls (the kept one highlighted), insurance the replaced value; the result,
 * absorption and counterattack appear once the dice land, each with the rule that made it happen.
 *
 * Drawn for the far seat (issue 37) the dice area is the turned one, physically where it was, but read in
 * its own order (attack, then defence, then the result) from the far player's left: it holds nothing that
 * a finger drops on, and an exchange read right to left would not read.
 */
import { memo, useEffect, useRef } from 'react'
import { Group, Text } from '../../../canvas/konva'
import type Konva from 'konva'
import { useTranslation } from 'react-i18next'
import { OUTCOME_COLOURS } from '../../../app/palette'
import type { RollMoments } from '../roll-moments'
import { isInsuredInstead, type SideRoll, type State } from '../engine'
import { Die } from '../../../canvas/dice/Die'
import { DICE_RECT, readableFont, seenRect, type Rect } from './layout'
import type { Facing } from '../../../canvas/facing'

/** Where "vs" stands between the attack (from 0) and the defence (from 370), relative to the dice area. */
const VS_GAP = { x: 314, width: 54 }

function FadeIn({ delayMs, children, y }: { delayMs: number; children: React.ReactNode; y: number }) {
  const node = useRef<Konva.Group>(null)
  useEffect(() => {
    const g = node.current
    if (!g) return
    if (delayMs <= 0) {
      g.opacity(1)
      return
    }
    g.opacity(0)
    g.y(y + 10)
    const timer = setTimeout(() => g.to({ opacity: 1, y, duration: 0.35 }), delayMs)
    return () => clearTimeout(timer)
  }, [delayMs, y])
  return (
    <Group ref={node} y={y} listening={false}>
      {children}
    </Group>
  )
}

function SideDice({
  area,
  x,
  label,
  roll,
  rollMs,
  rollKey,
  minFont,
}: {
  /** The dice area as drawn. */
  area: Rect
  x: number
  label: string
  roll: SideRoll
  rollMs: number
  rollKey: string
  minFont: number
}) {
  const { t } = useTranslation('dice-roll-party')
  const px = (size: number) => readableFont(size, minFont)
  const y = area.y + 62
  const keptIndex = roll.faces.indexOf(roll.kept)
  const resultAt = roll.sides === 0 ? 0 : 30 + roll.faces.length * 66
  return (
    <Group listening={false}>
      <Text x={x} y={area.y + 4} text={label} fontSize={px(14)} fontStyle="bold" fill="#222" />
      {roll.sides === 0 ? (
        <Text x={x} y={y - 12} text={t('combat.noDie')} fontSize={px(14)} fill="#444" />
      ) : (
        roll.faces.map((face, i) => (
          <Die
            key={`${rollKey}-${i}`}
            name={`drp-die-${label}-${i}`}
            sides={roll.sides}
            face={face}
            x={x + 30 + i * 66}
            y={y}
            size={27}
            rollMs={rollMs}
            state={roll.faces.length > 1 ? (i === keptIndex ? 'kept' : 'dropped') : 'normal'}
          />
        ))
      )}
      <FadeIn delayMs={rollMs} y={area.y + 30}>
        <Text
          x={x + resultAt}
          // With no die, the "no die" line sits where the dice would: the result goes under it.
          y={roll.sides === 0 ? 40 : 14}
          // The result ends before the gap where "vs" stands (it wraps instead of running under it).
          width={Math.min(190, VS_GAP.x - 4 - resultAt)}
          text={
            (roll.faces.length > 1 ? t('combat.superiority', { kept: roll.kept }) + '\n' : '') +
            (isInsuredInstead(roll)
              ? t('combat.insuredInstead', { n: roll.potential }) + '\n'
              : roll.insured
                ? t('combat.insured', { from: roll.kept, to: roll.potential }) + '\n'
                : '') +
            t('combat.result', { n: roll.result })
          }
          fontSize={px(13)}
          lineHeight={1.3}
          fill="#222"
        />
      </FadeIn>
    </Group>
  )
}

/**
 * The exchange: memoised on the parts of the state it reads, so a step or command that leaves the
 * exchange alone does not draw it again.
 */
export const Combat = memo(function Combat({
  stage,
  lastCombat,
  names,
  attackAt,
  defenceAt,
  freshAttack,
  freshDefence,
  rollMs,
  minFont,
  facing,
}: RollMoments & {
  stage: State['stage']
  lastCombat: State['lastCombat']
  /** The players' names, by seat. */
  names: readonly string[]
  rollMs: number
  /** The smallest readable font size in world units (see readableFont). */
  minFont: number
  /** The seat the mats are drawn for. */
  facing: Facing
}) {
  const { t } = useTranslation('dice-roll-party')
  const area = seenRect(DICE_RECT, facing)
  const px = (size: number) => readableFont(size, minFont)
  const pending = stage.kind === 'defence' ? stage.attack : null
  const combat = pending ? null : lastCombat
  const attack = pending ?? combat?.attack ?? null
  // Once the next turn is under way, the exchange shown is the last one: it is said so, and drawn faded.
  const stale = combat !== null && stage.kind !== 'damage' && stage.kind !== 'over'
  if (!attack) {
    return (
      <Group listening={false}>
        <Text x={area.x} y={area.y + 44} width={700} text={t('combat.idle')} fontSize={px(14)} fill="#777" />
      </Group>
    )
  }
  const name = (ref: { player: number; slot: number }) =>
    t('combat.who', { name: names[ref.player]!, n: ref.slot + 1 })
  const attackMs = freshAttack ? rollMs : 0
  const defenceMs = freshDefence ? rollMs : 0
  return (
    <Group listening={false} opacity={stale ? 0.6 : 1} name={stale ? 'drp-last-exchange' : undefined}>
      <SideDice
        area={area}
        x={area.x}
        label={t('combat.attack', { who: name(attack.attacker) })}
        roll={attack.roll}
        rollMs={attackMs}
        rollKey={`a${attackAt}`}
        minFont={minFont}
      />
      {/* Centred in the gap between the two sides, so a long word ("против") never reaches the defence. */}
      <Text
        name="drp-vs"
        x={area.x + VS_GAP.x}
        y={area.y + 50}
        width={VS_GAP.width}
        align="center"
        wrap="none"
        text={t('combat.vs')}
        fontSize={px(14)}
        fill="#666"
      />
      {combat ? (
        <>
          <SideDice
            area={area}
            x={area.x + 370}
            label={t('combat.defence', { who: name(combat.attack.target) })}
            roll={combat.defence}
            rollMs={defenceMs}
            rollKey={`d${defenceAt}`}
            minFont={minFont}
          />
          <FadeIn delayMs={Math.max(attackMs, defenceMs)} y={area.y + 4}>
            <Text
              x={area.x + 740}
              y={0}
              width={250}
              text={
                (stale ? t('combat.last') + '\n' : '') +
                // Konva breaks a line after a hyphen: a rule ID (DRP-8.3) keeps together with a no-break one.
                (combat.hit ? t('combat.hit', { n: combat.damage }) : t('combat.held')).replace(
                  /([A-Z]+)-(\d)/g,
                  '$1\u2011$2',
                ) +
                (combat.absorbed > 0
                  ? '\n' +
                    t(
                      combat.absorptionTrigger === 'attacker-minimum'
                        ? 'combat.absorbedMin'
                        : 'combat.absorbedMax',
                      { n: combat.absorbed },
                    )
                  : '') +
                (combat.counterDamage > 0 ? '\n' + t('combat.counter', { n: combat.counterDamage }) : '') +
                (combat.hit && combat.attack.advantage ? '\n' + t('combat.advantage') : '')
              }
              fontSize={px(14)}
              fontStyle="bold"
              lineHeight={1.35}
              fill={combat.hit ? OUTCOME_COLOURS.failure : OUTCOME_COLOURS.success}
            />
          </FadeIn>
        </>
      ) : (
        <Text
          name="drp-waiting"
          x={area.x + 370}
          y={area.y + 44}
          width={360}
          text={t('combat.waiting', { who: name(attack.target) })}
          fontSize={px(14)}
          fill="#444"
        />
      )}
    </Group>
  )
})
