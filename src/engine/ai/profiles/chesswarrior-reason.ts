/**
 * Why the computer takes a Chesswarrior action, as a key of `ai.reason.*` and its values (issue 34): what
 * the action does — attack, strike a line or an area, heal, hasten, swap, move into or towards a zone, hold
 * a zone, block, stop or strike back — never "attack" for a Blessing on its own hero.
 */
import {
  ZONE_SQUARES,
  activeHero,
  selectUseOdds,
  zoneOf,
  type CwAction,
  type CwState,
  type Square,
} from '../../systems/chesswarrior'
import type { Reason } from '../types'

const ZONE_LIST = Object.values(ZONE_SQUARES).flat()
const zoneDistance = (p: Square): number =>
  Math.min(...ZONE_LIST.map((z) => Math.abs(z.x - p.x) + Math.abs(z.y - p.y)))

const nameOf = (s: CwState, heroId: string | undefined): string => {
  const h = heroId ? s.heroes[heroId] : undefined
  return h ? (s.cards[h.card]?.name ?? h.card) : '?'
}

function reasonOfUse(s: CwState, a: Extract<CwAction, { type: 'chesswarrior/use' }>): Reason {
  const hero = activeHero(s)
  const ability = hero ? s.cards[hero.card]!.abilities.find((x) => x.id === a.ability) : undefined
  const odds = selectUseOdds(s, a)
  if (!hero || !ability || ability.kind !== 'action' || !odds) return { key: 'cw-use' }
  const effects = new Set(ability.effects.map((e) => e.type))
  const enemies = odds.filter((o) => s.heroes[o.hero]!.side !== hero.side)
  // CW-8.4 / CW-8.5: a line or an area names no target, so the reason counts the enemies it reaches.
  if (ability.shape.kind === 'dl' || ability.shape.kind === 'aoe') {
    if (effects.has('damage') && enemies.length > 0) {
      const damage = enemies.reduce((t, o) => t + o.expectedDamage, 0)
      return { key: 'cw-strike', params: { count: enemies.length, damage: Math.round(damage * 10) / 10 } }
    }
  }
  const target = odds[0]!
  const ally = s.heroes[target.hero]!.side === hero.side
  const params = { target: nameOf(s, target.hero) }
  if (effects.has('damage') && !ally)
    return { key: 'cw-attack', params: { ...params, destroy: Math.round(target.destroy * 100) } }
  if (effects.has('heal') && ally) return { key: 'cw-heal', params }
  if (effects.has('haste')) return { key: 'cw-haste', params }
  if (effects.has('swap')) return { key: 'cw-swap', params }
  return { key: 'cw-support', params }
}

function respondReason(s: CwState, a: Extract<CwAction, { type: 'chesswarrior/respond' }>): Reason {
  const h = s.heroes[a.hero]
  const ability = h ? s.cards[h.card]!.abilities.find((x) => x.id === a.ability) : undefined
  const params = { hero: nameOf(s, a.hero) }
  if (ability?.kind !== 'inactive') return { key: 'cw-respond' }
  switch (ability.effect) {
    case 'block':
      return { key: 'cw-block', params }
    case 'cancel':
      return { key: 'cw-cancel', params }
    case 'counter':
      return { key: 'cw-counter', params }
  }
}

export function reasonFor(s: CwState, a: CwAction): Reason {
  const hero = activeHero(s)
  switch (a.type) {
    case 'chesswarrior/use':
      return reasonOfUse(s, a)
    case 'chesswarrior/step': {
      if (zoneOf(a.to)) return { key: 'cw-zone' }
      const closer = hero?.pos && zoneDistance(a.to) < zoneDistance(hero.pos)
      return { key: closer ? 'cw-advance' : 'cw-reposition' }
    }
    case 'chesswarrior/move':
      return { key: hero?.pos && zoneOf(hero.pos) ? 'cw-reposition' : 'cw-advance' }
    case 'chesswarrior/endActivation': {
      const idle = s.activation && !Object.values(s.activation.used).some(Boolean)
      if (idle && hero?.pos && zoneOf(hero.pos)) return { key: 'cw-hold', params: { facing: a.facing } }
      return { key: idle ? 'cw-skip' : 'cw-face', params: { facing: a.facing } }
    }
    case 'chesswarrior/respond':
      return respondReason(s, a)
    case 'chesswarrior/pass':
      return { key: 'cw-pass' }
    case 'chesswarrior/activate':
      return { key: 'cw-activate', params: { hero: nameOf(s, a.hero) } }
    case 'chesswarrior/pick':
    case 'chesswarrior/ban':
      return {
        key: a.type === 'chesswarrior/pick' ? 'cw-pick' : 'cw-ban',
        params: { hero: s.cards[a.card]?.name ?? a.card },
      }
    default:
      return { key: 'setup' }
  }
}
