/**
 * The shared dice tray: type an expression (2d6+3, 4d6kh3, d20), see its exact odds as you type, press
 * Enter to roll. The roll is a logged, autosaved command; the dice tumble and land on the recorded faces.
 */
// Canvas text in the reader's fonts (side effect: Konva's default font family).
import '../canvas/konva-fonts'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Layer, Stage } from '../canvas/konva'
import {
  expressionDistribution,
  parseDiceExpression,
  probability,
  replayDice,
  rollExpression,
  type CoreAction,
  type LogEntry,
} from '../../engine/base'
import { useDisplaySettings } from '../app/display-settings'
import { useApp, useAppStore } from '../app/store-context'
import { Die } from '../canvas/dice/Die'
import { diceHeight, layoutDice } from '../canvas/dice/layout'
import { useElementSize } from '../canvas/use-element-size'
import { OddsChart } from './OddsChart'
import { readerNumber } from '../app/number-format'

const QUICK = ['d4', 'd6', 'd8', 'd10', 'd12', 'd20', 'd100', '2d6', '4d6kh3', '2d20kh1']
const DIE_SIZE = 22

const isTrayRoll = (entry: LogEntry): entry is LogEntry & { action: CoreAction } =>
  (entry.action as { type?: unknown }).type === 'core/roll'

export function DiceTray() {
  const { t } = useTranslation()
  const store = useAppStore()
  const log = useApp((s) => s.session!.history.log)
  const events = useApp((s) => s.session!.history.events)
  const { reducedMotion, animationSpeed } = useDisplaySettings()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const box = useRef<HTMLDivElement>(null)
  const { width } = useElementSize(box)

  const trayIndices = useMemo(() => log.flatMap((e, i) => (isTrayRoll(e) ? [i] : [])), [log])
  // Rolls already in the log when the tray opened are shown landed; a new one tumbles.
  const [seen] = useState(() => trayIndices.at(-1) ?? -1)
  const lastIndex = trayIndices.at(-1)
  const last = useMemo(() => {
    if (lastIndex === undefined) return null
    const entry = log[lastIndex]! as LogEntry & { action: CoreAction }
    const parsed = parseDiceExpression(entry.action.expression)
    if (!parsed.ok) return null
    return {
      index: lastIndex,
      roll: rollExpression(parsed.value, replayDice(entry.rolls)),
      sides: entry.rolls.map((r) => r[0]),
    }
  }, [log, lastIndex])

  const parsed = useMemo(() => (text.trim() ? parseDiceExpression(text) : null), [text])
  const distribution = useMemo(() => (parsed?.ok ? expressionDistribution(parsed.value) : null), [parsed])

  const roll = (expression: string) => {
    const result = store.getState().dispatch({ type: 'core/roll', expression })
    if (!result.ok) setError(result.error)
    else setError(null)
  }

  const faces = last
    ? last.roll.terms.flatMap((term) => term.faces.map((face, i) => ({ face, kept: term.kept[i]! })))
    : []
  const positions = layoutDice(faces.length, DIE_SIZE, Math.max(width, 60))
  const rollMs = last && last.index > seen && !reducedMotion ? 700 * animationSpeed : 0

  return (
    <section className="dice-tray" aria-label={t('game.tab.dice')}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (text.trim()) roll(text)
        }}
      >
        <label htmlFor="dice-expression">{t('dice.expression')}</label>
        <div className="input-row">
          <input
            id="dice-expression"
            value={text}
            autoComplete="off"
            spellCheck={false}
            placeholder="2d6+3"
            aria-invalid={parsed?.ok === false}
            aria-describedby="dice-feedback"
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="primary" disabled={!parsed?.ok}>
            {t('dice.roll')}
          </button>
        </div>
        <p
          id="dice-feedback"
          className={parsed?.ok === false || error ? 'error' : 'hint'}
          role={error ? 'alert' : undefined}
        >
          {error ??
            (parsed && !parsed.ok
              ? t('dice.error', { position: parsed.error.position + 1, message: parsed.error.message })
              : parsed?.ok && distribution
                ? t('dice.odds', {
                    min: distribution.min,
                    max: probability.maxValue(distribution),
                    mean: readerNumber(probability.mean(distribution), 2),
                  })
                : t('dice.help'))}
        </p>
      </form>
      {distribution && <OddsChart distribution={distribution} label={t('dice.chart')} />}
      <div className="quick" role="group" aria-label={t('dice.quick')}>
        {QUICK.map((q) => (
          <button key={q} type="button" onClick={() => roll(q)}>
            {q}
          </button>
        ))}
      </div>
      <div ref={box} className="tray-dice" data-testid="tray-dice">
        {last && width > 0 && (
          <Stage width={width} height={diceHeight(faces.length, DIE_SIZE, width)} listening={false}>
            <Layer>
              {faces.map((f, i) => (
                <Die
                  key={`${last.index}-${i}`}
                  sides={last.sides[i] ?? 6}
                  face={f.face}
                  x={positions[i]!.x}
                  y={positions[i]!.y}
                  size={DIE_SIZE}
                  state={f.kept ? 'normal' : 'dropped'}
                  rollMs={rollMs}
                />
              ))}
            </Layer>
          </Stage>
        )}
      </div>
      {last && (
        <p className="tray-result" aria-live="polite" data-testid="tray-result">
          <strong>{last.roll.total}</strong> <span>{events[last.index]?.[0]?.text}</span>
        </p>
      )}
      <ol className="tray-history" aria-label={t('dice.history')}>
        {trayIndices
          .slice(-8, -1)
          .reverse()
          .map((i) => (
            <li key={i}>{events[i]?.[0]?.text}</li>
          ))}
      </ol>
    </section>
  )
}
