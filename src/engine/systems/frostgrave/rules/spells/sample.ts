/**
 * The documented finite sample of spell commands for `legalActions` (FG-8): while a casting roll awaits its
 * empower choice, only that choice (decline; the least Health that reaches the casting number; all the
 * Health that may be spent; lowering a 20+ failure to 19); otherwise, for each activated caster, one
 * declaration per known spell, aimed at the nearest fitting model or point, kept only when `checkCast`
 * accepts it (casts roll dice, so they are checked without being applied).
 */
import { INCH, distance, polygonBounds, type Point } from '../../geometry'
import { shapePolygon } from '../table'
import type { FgAction, FgState, Model } from '../../types'
import { SPELL_RULES } from './catalogue'
import { magicOf } from './state'
import { checkCast } from './declaration'
import { isOutOfGame, knownSpells, maxEmpower } from './casting-numbers'

/** The empower choices for the roll awaiting one, or null when none awaits. */
export function empowerSample(s: FgState): FgAction[] | null {
  const p = magicOf(s).pending
  if (!p) return null
  const caster = s.models.find((m) => m.id === p.caster)
  const max = caster ? maxEmpower(caster) : 0
  const points = new Set<number>([0])
  const need = p.castingNumber - p.score
  if (need > 0 && need <= max) points.add(need)
  if (p.score >= p.castingNumber && max > 0) points.add(max)
  if (p.score < p.castingNumber && p.score >= 20 && p.score - 19 <= max) points.add(19 - p.score)
  return [...points].map((n) => ({ type: 'frostgrave/empower', model: p.caster, points: n }))
}

/**
 * FG-8.5: the target spellcaster's choices for the Will roll awaiting one (decline; the least Health that
 * resists), or null when none awaits.
 */
export function willSample(s: FgState): FgAction[] | null {
  const w = magicOf(s).pendingWill
  if (!w) return null
  const target = s.models.find((m) => m.id === w.target)
  const need = w.cast.score - w.total
  const points = target && need > 0 && need <= maxEmpower(target) ? [0, need] : [0]
  return points.map((n) => ({ type: 'frostgrave/empowerWill', model: w.target, points: n }))
}

const byDistance = (from: Model) => (a: Model, b: Model) => distance(from, a) - distance(from, b)

/** Steps `d` hundredths of an inch from `a` towards `b` (or stays when they coincide). */
function toward(a: Point, b: Point, d: number): Point {
  const len = distance(a, b)
  if (len === 0) return { x: Math.round(a.x), y: Math.round(a.y) }
  const t = Math.min(1, d / len)
  return { x: Math.round(a.x + (b.x - a.x) * t), y: Math.round(a.y + (b.y - a.y) * t) }
}

/** The centres of the three blocking pieces nearest `from` (where Crumble may be aimed). */
function nearestWalls(s: FgState, from: Point): Point[] {
  return s.terrain
    .filter((p) => p.kind === 'blocking')
    .map((p) => {
      const b = polygonBounds(shapePolygon(p.shape))
      return { x: Math.round((b.minX + b.maxX) / 2), y: Math.round((b.minY + b.maxY) / 2) }
    })
    .sort((a, b) => distance(from, a) - distance(from, b))
    .slice(0, 3)
}

/** One declaration per known spell of each activated caster, aimed at the nearest fitting thing. */
export function castSample(s: FgState, members: readonly string[]): FgAction[] {
  if (magicOf(s).pending) return []
  const out: FgAction[] = []
  for (const id of members) {
    const caster = s.models.find((m) => m.id === id)
    if (!caster || (caster.kind !== 'wizard' && caster.kind !== 'apprentice')) continue
    const others = s.models
      .filter((m) => m.status === 'onTable' && m.id !== caster.id)
      .sort(byDistance(caster))
    const enemy = others.find((m) => m.player !== caster.player)
    const friend = others.find((m) => m.player === caster.player)
    for (const spell of knownSpells(s, caster)) {
      const rule = SPELL_RULES[spell.name]
      if (!rule || isOutOfGame(spell)) continue
      const base = { type: 'frostgrave/cast' as const, model: caster.id, spell: spell.name }
      const tries: FgAction[] = []
      const target = rule.resist || rule.eligible === undefined ? (enemy ?? caster) : caster
      switch (rule.aim) {
        case 'self':
        case 'area':
          tries.push(base)
          break
        case 'model':
          tries.push({ ...base, target: target.id })
          if (enemy) tries.push({ ...base, target: enemy.id })
          break
        case 'touch':
          tries.push({ ...base, target: caster.id })
          break
        case 'point': {
          const aim = enemy ?? caster
          tries.push({ ...base, point: toward(caster, aim, (rule.range ?? 6) * INCH) })
          // Crumble: the middle of the nearest wall or building.
          if (rule.pointProblem) tries.push(...nearestWalls(s, caster).map((point) => ({ ...base, point })))
          break
        }
        case 'modelPoint':
          if (enemy) tries.push({ ...base, target: caster.id, point: toward(caster, enemy, 5 * INCH) })
          break
        case 'two':
          if (enemy && friend) tries.push({ ...base, target: enemy.id, target2: friend.id })
          break
        case 'treasure': {
          const t = s.treasures.find((x) => x.carrier === null && x.securedBy === null)
          if (t) tries.push({ ...base, treasure: t.id, point: toward(t, caster, 3 * INCH) })
          break
        }
        case 'named':
          tries.push({ ...base, named: spell.name })
          break
        case 'modelNamed':
          if (enemy) tries.push({ ...base, target: enemy.id, named: spell.name })
          break
      }
      const ok = tries.find((a) => a.type === 'frostgrave/cast' && !('error' in checkCast(s, a)))
      if (ok) out.push(ok)
    }
  }
  return out
}
