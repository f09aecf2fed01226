/**
 * The GM screen's main area: the dice console on top, the critical-chain animator below (one chain, two
 * side by side for an opposed check, encroachment gauges for scene entry, impulse and backtrack), and a
 * live region that announces every result to screen readers. Click or Space skips to the result.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Layer, Stage, Text } from '../../canvas/konva'
import type Konva from 'konva'
import {
  describeRoll,
  type DxAction,
  type DxState,
  type RollRecord,
} from '../../../engine/systems/double-cross'
import { useEventText } from '../../app/event-text'
import { useSampleWord } from './sample-words'
import { useRollLabel } from './roll-label'
import { OUTCOME_COLOURS } from '../../app/palette'
import type { SystemViewProps } from '../../app/system-ui'
import { useStageLocator } from '../../canvas/locator'
import { chainSides, gauges, latestGroupStart, type Batch } from './batch'
import { ChainPanel } from './canvas/ChainPanel'
import { Console } from './panels/Console'
import { GaugePanel } from './canvas/GaugePanel'
import { usePlayback } from './use-playback'

const CONSOLE_HEIGHT = 150

function useBatch(rolls: readonly RollRecord[]): Batch {
  const [track, setTrack] = useState(() => ({
    count: rolls.length,
    start: latestGroupStart(rolls),
    animate: false,
  }))
  let current = track
  if (track.count !== rolls.length) {
    // New records since the last render animate; fewer (undo) show the latest, landed.
    const grew = rolls.length > track.count
    current = { count: rolls.length, start: grew ? track.count : latestGroupStart(rolls), animate: grew }
    setTrack(current)
  }
  return {
    key: `${current.start}-${current.count}`,
    animate: current.animate,
    records: rolls.slice(current.start),
  }
}

export function DoubleCrossView({
  state,
  dispatch,
  width,
  height,
  settings,
}: SystemViewProps<DxState, DxAction>) {
  const { t } = useTranslation('double-cross')
  const eventText = useEventText()
  const stageRef = useRef<Konva.Stage>(null)
  useStageLocator(stageRef)
  const batch = useBatch(state.rolls)
  const sides = useMemo(() => chainSides(batch.records), [batch.records])
  const rising = useMemo(() => gauges(batch.records), [batch.records])
  const steps = Math.max(0, ...sides.map((s) => s.side.roll.rounds.length))
  const animate = batch.animate && !settings.reducedMotion
  const speed = settings.animationSpeed
  const playback = usePlayback(batch.key, steps, animate, speed)
  const { skip } = playback

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null
      if (e.key !== ' ' || (target && ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(target.tagName)))
        return
      e.preventDefault()
      skip()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [skip])

  const sample = useSampleWord()
  const rollLabel = useRollLabel()
  const names = useMemo(
    () => Object.fromEntries(state.characters.map((c) => [c.id, sample(c.name)])),
    [state.characters, sample],
  )
  const stageHeight = Math.max(160, height - CONSOLE_HEIGHT)
  const chainArea = rising.length > 0 && sides.length > 0 ? width * 0.6 : width
  const columns = Math.min(Math.max(1, sides.length), 3)
  const rows = Math.max(1, Math.ceil(sides.length / 3))
  const cellWidth = (chainArea - 12 - (columns - 1) * 10) / columns
  const cellHeight = (stageHeight - 12 - (rows - 1) * 10) / rows

  const verdictOf = useCallback(
    (entry: (typeof sides)[number]): { text: string; colour: string } => {
      const { roll } = entry.side
      if (entry.record.type === 'opposed') {
        const won = entry.record.winner === entry.role
        return {
          text: won ? t('verdict.wins') : t('verdict.loses'),
          colour: won ? OUTCOME_COLOURS.success : OUTCOME_COLOURS.failure,
        }
      }
      if (roll.rounds.length === 0) return { text: t('verdict.noDice'), colour: OUTCOME_COLOURS.failure }
      if (roll.fumble) return { text: t('verdict.fumble'), colour: OUTCOME_COLOURS.fumble }
      if (roll.success === undefined) return { text: '', colour: '#eef0f4' }
      return roll.success
        ? { text: t('verdict.success'), colour: OUTCOME_COLOURS.success }
        : { text: t('verdict.failure'), colour: OUTCOME_COLOURS.failure }
    },
    [t],
  )

  // The result is announced once the chain has played: the log lines of the rolls shown, in the reader's language.
  const announcement = playback.done ? batch.records.map((r) => eventText(describeRoll(r))).join(' · ') : ''
  const opposedReaction = batch.records.find(
    (r): r is Extract<RollRecord, { type: 'opposed' }> => r.type === 'opposed',
  )

  return (
    <div className="dx-view" style={{ width, height }}>
      <Console state={state} dispatch={dispatch} />
      <div className="dx-stage" data-testid="dx-stage" onClick={skip} title={t('animator.skipHint')}>
        <Stage ref={stageRef} width={width} height={stageHeight}>
          <Layer>
            {batch.records.length === 0 && (
              <Text
                x={20}
                y={20}
                width={width - 40}
                text={t('animator.empty')}
                fontSize={16}
                fill="#a9b0c0"
                listening={false}
              />
            )}
            {sides.map((entry, i) => {
              const verdict = verdictOf(entry)
              // Player-facing: a hidden difficulty is not drawn; the engine's labels are translated.
              const side = {
                ...entry.side,
                label: rollLabel(entry.side.label),
                notation:
                  entry.record.type === 'check' && entry.record.hidden
                    ? entry.side.notation.replace(/>=\d+$/, '')
                    : entry.side.notation,
              }
              return (
                <ChainPanel
                  key={`${batch.key}-${i}`}
                  pieceId={`chain-${i}`}
                  side={side}
                  x={6 + (i % 3) * (cellWidth + 10)}
                  y={6 + Math.floor(i / 3) * (cellHeight + 10)}
                  width={cellWidth}
                  height={cellHeight}
                  step={playback.step}
                  rolling={playback.rolling}
                  done={playback.done || playback.step >= entry.side.roll.rounds.length}
                  speed={speed}
                  verdict={verdict.text}
                  verdictColour={verdict.colour}
                  labels={{
                    round: (n) => `${n}`,
                    critical: t('animator.critical'),
                    total: t('animator.total'),
                  }}
                />
              )
            })}
            {opposedReaction && !opposedReaction.reaction && (
              <Text
                x={6 + cellWidth + 20}
                y={40}
                width={Math.max(100, chainArea - cellWidth - 40)}
                text={t('animator.reactionNotRolled')}
                fontSize={14}
                fill="#a9b0c0"
                listening={false}
              />
            )}
            {rising.length > 0 && (
              <GaugePanel
                key={`${batch.key}-${playback.done}`}
                records={rising}
                names={names}
                x={sides.length > 0 ? chainArea + 4 : 6}
                y={6}
                width={(sides.length > 0 ? width - chainArea : width) - 12}
                height={stageHeight - 12}
                animate={animate && (sides.length === 0 || playback.done)}
                speed={speed}
              />
            )}
          </Layer>
        </Stage>
      </div>
      <p className="sr-only" aria-live="polite" data-testid="dx-announce">
        {announcement}
      </p>
      {!playback.done && (
        <button type="button" className="dx-skip" onClick={skip}>
          {t('animator.skip')}
        </button>
      )}
    </div>
  )
}
