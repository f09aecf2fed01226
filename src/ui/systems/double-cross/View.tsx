/**
 * The GM screen's main area: the dice console on top, the critical-chain animator below (one chain, two
 * side by side for an opposed check, encroachment gauges for scene entry, impulse and backtrack), and a
 * live region that announces every result to screen readers. Click or Space skips to the result.
 *
 * The animator's canvas (Konva, about 80 KB gzip) is a chunk of its own: a table with nothing rolled opens
 * without it, and the GM's first click or key fetches it, so it is there by the time a roll lands.
 */
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeRoll, type DxAction, type DxState, type RollRecord } from './engine'
import { useEventText } from '../../app/event-text'
import { useSampleWord } from './sample-words'
import { useRollLabel } from './roll-label'
import { OUTCOME_COLOURS } from '../../app/palette'
import type { SystemViewProps } from '../../app/system-ui'
import { Loading } from '../../app/Loading'
import { lazyCanvas } from '../../canvas/lazy-canvas'
import { batchSteps, chainSides, damages, gauges, type ChainEntry, type Damage } from './batch'
import { heldBack } from './held-back'
import { useBatch } from './use-batch'
import { Console } from './panels/Console'
import { PlayersPanel } from './panels/PlayersPanel'
import { usePlayback } from './use-playback'

const Animator = lazyCanvas(() => import('./canvas/Animator').then((m) => m.Animator))

const CONSOLE_HEIGHT = 150

export function DoubleCrossView({
  state,
  dispatch,
  width,
  height,
  settings,
  audience,
  onRolling,
  events,
  reviewing = false,
}: SystemViewProps<DxState, DxAction>) {
  const { t } = useTranslation('double-cross')
  const eventText = useEventText()
  const batch = useBatch(state.rolls, events.length, reviewing)
  const sides = useMemo(() => chainSides(batch.records), [batch.records])
  const rising = useMemo(() => gauges(batch.records), [batch.records])
  const dealt = useMemo(() => damages(batch.records), [batch.records])
  const steps = batchSteps(sides, dealt)
  const animate = batch.animate && !settings.reducedMotion
  const speed = settings.animationSpeed
  // A roll made before the canvas has landed waits for it, so its chain plays from the first round.
  const [animatorShown, setAnimatorShown] = useState(false)
  const onAnimatorShown = useCallback(() => {
    setAnimatorShown(true)
    return () => setAnimatorShown(false)
  }, [])
  const playback = usePlayback(batch.key, steps, animate, speed, !animatorShown)
  const { skip } = playback

  // Until the chain has played, the frame holds the roll's log line back (a layout effect: before the
  // frame that would paint the line).
  const rolling = animate && !playback.done
  useLayoutEffect(() => onRolling?.(rolling), [onRolling, rolling])
  useLayoutEffect(() => () => onRolling?.(false), [onRolling])

  // The GM's first click or key anywhere starts fetching the canvas (a roll follows one of them).
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const
    events.forEach((e) => window.addEventListener(e, Animator.preload, { once: true, capture: true }))
    return () => events.forEach((e) => window.removeEventListener(e, Animator.preload, { capture: true }))
  }, [])

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
  // Keyed by the names themselves: a change of HP or encroachment (most commands and timeline steps)
  // keeps the map, so the animator's props stay the same and it is not drawn again.
  const nameList = state.characters.map((c) => `${c.id}\u0000${c.name}`).join('\u0001')
  const names = useMemo(
    () => Object.fromEntries(state.characters.map((c) => [c.id, sample(c.name)])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- nameList is what the map reads of the characters
    [nameList, sample],
  )
  const stageHeight = Math.max(160, height - CONSOLE_HEIGHT)

  const shown = useCallback(
    (entry: ChainEntry) => {
      const { roll } = entry.side
      // Player-facing: a hidden difficulty is not drawn; the engine's labels are translated.
      const side = {
        ...entry.side,
        label: rollLabel(entry.side.label),
        notation:
          entry.record.type === 'check' && entry.record.hidden
            ? entry.side.notation.replace(/>=\d+$/, '')
            : entry.side.notation,
      }
      const verdict = (text: string, verdictColour: string) => ({ side, verdict: text, verdictColour })
      if (entry.record.type === 'opposed') {
        const won = entry.record.winner === entry.role
        return won
          ? verdict(t('verdict.wins'), OUTCOME_COLOURS.success)
          : verdict(t('verdict.loses'), OUTCOME_COLOURS.failure)
      }
      if (roll.rounds.length === 0) return verdict(t('verdict.noDice'), OUTCOME_COLOURS.failure)
      if (roll.fumble) return verdict(t('verdict.fumble'), OUTCOME_COLOURS.fumble)
      if (roll.success === undefined) return verdict('', '#eef0f4')
      return roll.success
        ? verdict(t('verdict.success'), OUTCOME_COLOURS.success)
        : verdict(t('verdict.failure'), OUTCOME_COLOURS.failure)
    },
    [t, rollLabel],
  )
  // A damage roll's lines (DX-6.9); a part the players' view keeps secret reads "?" there (player-view.ts).
  const damageTexts = useCallback(
    (r: Damage) => {
      const sum = r.faces.reduce((a, b) => a + b, 0)
      const mods = (r.mods ?? []).map((m) => `${sample(m.name)} ${m.by > 0 ? `+${m.by}` : m.by}`).join(', ')
      const formula = t('animator.damageFormula', {
        dice: r.faces.length,
        sum,
        weapon: r.masked?.includes('attack') ? '?' : r.weapon,
        combo: r.masked?.includes('attack') ? '?' : r.combo,
        armour: r.masked?.includes('hp') ? '?' : r.armour,
        guard: r.masked?.includes('hp') ? '?' : r.guard,
      })
      return {
        title: t('animator.damageTitle', { name: sample(r.label) }),
        formula: mods ? `${formula} (${mods})` : formula,
        result: t('animator.damageResult', { damage: r.masked?.includes('hp') ? '?' : r.damage }),
        hp: r.masked?.includes('hp') ? '' : t('animator.damageHp', { before: r.hpBefore, after: r.hpAfter }),
      }
    },
    [t, sample],
  )
  const labels = useMemo(
    () => ({ round: (n: number) => `${n}`, critical: t('animator.critical'), total: t('animator.total') }),
    [t],
  )

  // The result is announced once the chain has played: the log lines of the rolls shown, in the reader's language.
  const announcement = useMemo(
    () => (playback.done ? batch.records.map((r) => eventText(describeRoll(r))).join(' · ') : ''),
    [playback.done, batch.records, eventText],
  )
  const opposedReaction = batch.records.find(
    (r): r is Extract<RollRecord, { type: 'opposed' }> => r.type === 'opposed',
  )

  return (
    <div className="dx-view" style={{ width, height }}>
      {/* The players' window shows the PCs (and the NPCs revealed) where the GM has the dice console. */}
      {audience === 'players' ? (
        <PlayersPanel state={state} held={heldBack(batch.records, rolling)} />
      ) : (
        <Console rolls={state.rolls} dispatch={dispatch} />
      )}
      <div className="dx-stage" data-testid="dx-stage" onClick={skip} title={t('animator.skipHint')}>
        {sides.length === 0 && rising.length === 0 && dealt.length === 0 ? (
          <p className="dx-stage-empty">{t(audience === 'players' ? 'players.empty' : 'animator.empty')}</p>
        ) : (
          // A roll made while the canvas is on its way: "Loading…" in its place, not the hint to roll.
          <Suspense fallback={<Loading />}>
            <Animator
              width={width}
              height={stageHeight}
              batchKey={batch.key}
              sides={sides}
              shown={shown}
              labels={labels}
              reactionNotRolled={
                opposedReaction && !opposedReaction.reaction ? t('animator.reactionNotRolled') : ''
              }
              rising={rising}
              dealt={dealt}
              damageTexts={damageTexts}
              names={names}
              playback={playback}
              animate={animate}
              speed={speed}
              onShown={onAnimatorShown}
            />
          </Suspense>
        )}
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
