/**
 * What the animator's canvas shows, laid out: one chain, or up to three per row (an opposed check's two
 * side by side), then the damage rolls (DX-6.9) in the cells after them, the note beside an action whose
 * reaction was never rolled, and the encroachment gauges to the right. `update` is called with every render of `Animator`; it keeps each chain of the batch (its
 * dice mid-tumble) and redraws the gauges only when what they show changes.
 */
import type Konva from 'konva'
import { Konva as K } from '../../../canvas/konva-core'
import { chainSteps, type ChainEntry, type Damage, type Gauge } from '../batch'
import type { Playback } from '../use-playback'
import { createChain, type ChainProps, type ChainScene } from './chain-scene'
import { createDamage, type DamageScene, type DamageTexts } from './damage-scene'
import { createGauges, type GaugeProps, type GaugeScene } from './gauge-scene'

export interface AnimatorSceneProps {
  width: number
  height: number
  /** Restarts the chains (and their tweens) for a new batch of rolls. */
  batchKey: string
  sides: readonly ChainEntry[]
  /** Each chain's side as shown (labels translated, a hidden difficulty left out) and its verdict. */
  shown: (entry: ChainEntry) => Pick<ChainProps, 'side' | 'verdict' | 'verdictColour'>
  labels: ChainProps['labels']
  /** Said beside an opposed action whose reaction was never rolled; empty when none. */
  reactionNotRolled: string
  rising: readonly Gauge[]
  /** The damage rolls of the batch, played after its chains. */
  dealt: readonly Damage[]
  /** Each damage roll's texts, in the reader's language. */
  damageTexts: (record: Damage) => DamageTexts
  names: Record<string, string>
  playback: Playback
  animate: boolean
  speed: number
}

export interface AnimatorScene {
  update(props: AnimatorSceneProps): void
  destroy(): void
}

/** What the gauges show: the same key draws the same picture (the records of a batch never change). */
const gaugeKey = (
  batchKey: string,
  done: boolean,
  props: Omit<GaugeProps, 'records' | 'names'>,
  records: readonly Gauge[],
  names: Record<string, string>,
) => JSON.stringify([batchKey, done, props, records.map((r) => [r.id, names[r.characterId]])])

export function createAnimatorScene(layer: Konva.Layer): AnimatorScene {
  const chains = new Map<string, ChainScene>()
  const cards = new Map<string, DamageScene>()
  const note = new K.Text({ y: 40, fontSize: 14, fill: '#a9b0c0', listening: false })
  layer.add(note)
  let gauges: { key: string; scene: GaugeScene } | null = null

  return {
    update(props) {
      const { width, height, sides, rising, dealt, playback, speed, batchKey } = props
      const cells = sides.length + dealt.length
      const chainArea = rising.length > 0 && cells > 0 ? width * 0.6 : width
      const columns = Math.min(Math.max(1, cells), 3)
      const rows = Math.max(1, Math.ceil(cells / 3))
      const cellWidth = (chainArea - 12 - (columns - 1) * 10) / columns
      const cellHeight = (height - 12 - (rows - 1) * 10) / rows

      // A played batch gets chains of its own (a new roll tumbles from the start); a batch shown landed
      // (reduced motion, a timeline step or jump) reuses the cells' nodes, relabelled and re-faced.
      const cellKey = (id: string | number) => (props.animate ? `${batchKey}-${id}` : `still-${id}`)
      const keep = new Set<string>()
      sides.forEach((entry, i) => {
        const key = cellKey(i)
        keep.add(key)
        let chain = chains.get(key)
        if (!chain) {
          chain = createChain(`chain-${i}`)
          chains.set(key, chain)
          layer.add(chain.group)
        }
        chain.group.zIndex(i)
        chain.update({
          ...props.shown(entry),
          x: 6 + (i % 3) * (cellWidth + 10),
          y: 6 + Math.floor(i / 3) * (cellHeight + 10),
          width: cellWidth,
          height: cellHeight,
          step: playback.step,
          rolling: playback.rolling,
          done: playback.done || playback.step >= entry.side.roll.rounds.length,
          speed,
          labels: props.labels,
        })
      })
      for (const [key, chain] of chains)
        if (!keep.has(key)) {
          chain.destroy()
          chains.delete(key)
        }

      // The damage dice tumble in the step after the chains, and tell their sum once the batch is done.
      const damageStep = chainSteps(sides)
      const keepCards = new Set<string>()
      dealt.forEach((record, j) => {
        const i = sides.length + j
        const key = cellKey(props.animate ? record.id : j)
        keepCards.add(key)
        let card = cards.get(key)
        if (!card) {
          card = createDamage(`damage-${j}`)
          cards.set(key, card)
          layer.add(card.group)
        }
        card.group.zIndex(Math.min(i, layer.children.length - 1))
        card.update({
          faces: record.faces,
          texts: props.damageTexts(record),
          x: 6 + (i % 3) * (cellWidth + 10),
          y: 6 + Math.floor(i / 3) * (cellHeight + 10),
          width: cellWidth,
          height: cellHeight,
          shown: playback.done || playback.step >= damageStep,
          tumbling: !playback.done && playback.step === damageStep && playback.rolling,
          done: playback.done,
          speed,
        })
      })
      for (const [key, card] of cards)
        if (!keepCards.has(key)) {
          card.destroy()
          cards.delete(key)
        }

      note.setAttrs({
        x: 6 + cellWidth + 20,
        width: Math.max(100, chainArea - cellWidth - 40),
        text: props.reactionNotRolled,
      })

      const placed = {
        x: cells > 0 ? chainArea + 4 : 6,
        y: 6,
        width: (cells > 0 ? width - chainArea : width) - 12,
        height: height - 12,
        animate: props.animate && (sides.length === 0 || playback.done),
        speed,
      }
      const key = gaugeKey(batchKey, playback.done, placed, rising, props.names)
      if (gauges?.key !== key) {
        gauges?.scene.destroy()
        gauges =
          rising.length > 0
            ? { key, scene: createGauges({ ...placed, records: rising, names: props.names }) }
            : null
        if (gauges) layer.add(gauges.scene.group)
      }
    },
    destroy() {
      for (const chain of chains.values()) chain.destroy()
      chains.clear()
      for (const card of cards.values()) card.destroy()
      cards.clear()
      gauges?.scene.destroy()
      note.destroy()
    },
  }
}
