/**
 * One damage roll on the canvas (DX-6.9): its d10s tumble and land as a check's do, then the sum with
 * the attack power, armour and guard, and the damage dealt with the HP it left. Nothing of the result is
 * drawn before the dice have landed and the playback is done.
 *
 * Plain Konva like the chains (see `Animator.tsx`): the nodes persist between updates, so the dice keep
 * their tumble while the playback moves on.
 */
import type Konva from 'konva'
import { Konva as K } from '../../../canvas/konva-core'
import { OUTCOME_COLOURS } from '../../../app/palette'
import { createDie, type DieNode } from '../../../canvas/dice/die-node'
import { TUMBLE_MS } from '../use-playback'
import { fitText } from './fit-text'

/** The texts of a damage card, in the reader's language (the view writes them). */
export interface DamageTexts {
  title: string
  /** "3D10 17 + weapon 5 + combo 4 − armour 3 − guard 0". */
  formula: string
  /** "Damage 23". */
  result: string
  /** "HP 40 → 17"; empty when the players may not see it. */
  hp: string
}

export interface DamageProps {
  faces: readonly number[]
  texts: DamageTexts
  x: number
  y: number
  width: number
  height: number
  /** The dice are on the table (from their tumble on); before that the card waits for the checks. */
  shown: boolean
  /** The dice are tumbling now. */
  tumbling: boolean
  /** The playback is over: the sum and the damage are shown. */
  done: boolean
  speed: number
}

export interface DamageScene {
  group: Konva.Group
  update(props: DamageProps): void
  destroy(): void
}

const HEADER = 34
const FOOTER = 70
const GAP = 8
const still = { listening: false, perfectDrawEnabled: false }

/** A damage card whose dice are named `${pieceId}-d${index}` (the e2e specs find them by name). */
export function createDamage(pieceId: string): DamageScene {
  const group = new K.Group({ name: pieceId })
  const backdrop = new K.Rect({ fill: '#2a2030', cornerRadius: 8, ...still })
  const title = new K.Text({
    x: 10,
    y: 10,
    fontSize: 15,
    fontStyle: 'bold',
    fill: '#eef0f4',
    wrap: 'none',
    ellipsis: true,
    ...still,
  })
  const dice = new K.Group({ y: HEADER })
  const footer = new K.Group({ listening: false })
  const formula = new K.Text({ x: 10, y: 0, fontSize: 12, fill: '#a9b0c0', wrap: 'none', ellipsis: true })
  const result = new K.Text({
    x: 10,
    y: 20,
    fontSize: 22,
    fontStyle: 'bold',
    fill: OUTCOME_COLOURS.failure,
    name: `${pieceId}-result`,
  })
  const hp = new K.Text({ x: 10, y: 48, fontSize: 13, fill: '#eef0f4', wrap: 'none', ellipsis: true })
  footer.add(formula, result, hp)
  group.add(backdrop, title, dice, footer)
  const placed: DieNode[] = []

  function update(props: DamageProps): void {
    const { faces, texts, width, height, shown, tumbling, done, speed } = props
    group.position({ x: props.x, y: props.y })
    backdrop.size({ width, height })
    fitText(title, width - 20, texts.title, 15)
    // The dice in one row, as large as the card allows (radius 14…28: a face stays ≥ 11 px).
    const room = Math.max(40, height - HEADER - FOOTER)
    const size = Math.max(
      14,
      Math.min(28, room / 2 - 2, (width - 20) / Math.max(1, faces.length) / 2 - GAP / 2),
    )
    dice.visible(shown)
    faces.forEach((face, i) => {
      const spec = {
        sides: 10,
        face,
        size,
        state: done ? ('kept' as const) : ('normal' as const),
        marked: false,
        rollMs: tumbling ? TUMBLE_MS * speed : 0,
      }
      const at = { x: 10 + size + i * (size * 2 + GAP), y: size + 4 }
      const die = (placed[i] ??= (() => {
        const made = createDie(spec, `${pieceId}-d${i}`)
        dice.add(made.group)
        return made
      })())
      die.group.position(at)
      // A die waiting for its turn is not drawn (`dice` hidden): it tumbles from the step it is rolled in.
      if (shown) die.update(spec)
    })
    placed.splice(faces.length).forEach((die) => die.destroy())

    footer.setAttrs({ y: height - FOOTER, visible: done })
    if (done) {
      fitText(formula, width - 20, texts.formula, 12)
      result.setAttrs({ width: width - 20, text: texts.result })
      fitText(hp, width - 20, texts.hp, 13)
    }
  }

  return {
    group,
    update,
    destroy() {
      placed.splice(0).forEach((die) => die.destroy())
      group.destroy()
    },
  }
}
