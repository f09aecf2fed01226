/**
 * Actions a system should refuse, made without knowing the system: actions that were legal at another
 * moment (of this game or an earlier one), legal actions with one field bent out of shape, and values that
 * are no action at all. Every choice draws from a seeded source, so a failing probe is found again.
 */
import type { DiceSource } from '../../src/engine'

/** Distinct actions seen legal so far, kept to a bounded sample. */
export class ActionPool {
  private readonly seen = new Set<string>()
  private readonly actions: unknown[] = []

  constructor(private readonly limit = 400) {}

  /** Remembers some of `legal` (every action while there is room, then one in a while). */
  add(legal: readonly unknown[], dice: DiceSource): void {
    for (const action of legal) {
      const key = JSON.stringify(action)
      if (this.seen.has(key)) continue
      this.seen.add(key)
      if (this.actions.length < this.limit) this.actions.push(action)
      else if (dice.roll(8) === 1) this.actions[dice.roll(this.limit) - 1] = action
    }
  }

  /** `count` remembered actions, picked at random. */
  sample(count: number, dice: DiceSource): unknown[] {
    if (this.actions.length === 0) return []
    return Array.from({ length: count }, () => this.actions[dice.roll(this.actions.length) - 1])
  }
}

type Path = (string | number)[]

/** Every place in an action below its `type`, so one can be bent. */
function paths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return prefix.length ? [prefix] : []
  const here: Path[] = prefix.length ? [prefix] : []
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value)
  return here.concat(
    entries
      .filter(([key]) => !(prefix.length === 0 && key === 'type'))
      .flatMap(([key, v]) => paths(v, [...prefix, key])),
  )
}

/** A wrong value of roughly the same kind: an unknown id, a number out of range, an emptied list. */
function bend(value: unknown, dice: DiceSource): unknown {
  const pick = <T>(items: readonly T[]): T => items[dice.roll(items.length) - 1]!
  if (typeof value === 'string') return pick(['zz-none', '', `${value}-none`])
  if (typeof value === 'number') return pick([-1, value + 1000, 0.5, value + 1])
  if (typeof value === 'boolean') return !value
  if (Array.isArray(value)) return pick([[], [...value, ...value]])
  if (value === null) return 'zz-none'
  return {}
}

function setAt(value: unknown, path: Path, to: unknown): unknown {
  if (path.length === 0) return to
  const [head, ...rest] = path
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? setAt(v, rest, to) : v))
  const object = value as Record<string, unknown>
  return { ...object, [head!]: setAt(object[head!], rest, to) }
}

/** `action` with one field changed to a wrong value, or removed. */
export function bentAction(action: unknown, dice: DiceSource): unknown {
  const places = paths(action)
  if (places.length === 0) return action
  const path = places[dice.roll(places.length) - 1]!
  const old = path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], action)
  if (path.length === 1 && dice.roll(4) === 1) {
    const { [path[0]!]: _dropped, ...rest } = action as Record<string, unknown>
    return rest
  }
  return setAt(action, path, bend(old, dice))
}

/** Values that are not one of the system's actions (their shape is refused before any rule is asked). */
export const malformedActions = (system: string): unknown[] => [
  { type: `${system}/noSuchAction` },
  { type: 7 },
  {},
  null,
  'pass',
]
