/**
 * The Titus revival (DX-4.7): an incapacitated PC turns a Lois into a Titus — or takes a Titus already
 * turned — and sublimates it (昇華) to rise from incapacitation with HP equal to [Body]. A sublimated
 * Titus is spent for good: it never counts at the backtrack (DX-4.5) and cannot be sublimated again.
 */
import { refuse } from '../../../core/decision'
import type { CommandDecision, DxCharacter } from '../types'
import { findCharacter, noCharacter } from './cast'

/**
 * DX-4.7: the HP a Titus revival gives — [Body], never above max HP. (The rule book's sublimation
 * "recover from incapacitation"; the seeds are silent, see the rules reference.)
 */
export const revivalHp = (c: Pick<DxCharacter, 'stats' | 'maxHp'>): number =>
  Math.max(0, Math.min(c.maxHp, c.stats.body))

/** The Loises and Tituses a character can still sublimate (DX-4.7): every bond not spent yet. */
export const sublimable = (c: Pick<DxCharacter, 'loises'>) => c.loises.filter((l) => !l.sublimated)

/** DX-4.7: a PC's Titus revival, refused with its reason when the rules do not allow it. */
export const decideTitusRevival: CommandDecision<'double-cross/titusRevival'> = (ctx, action) => {
  const c = findCharacter(ctx.state, action.characterId)
  if (!c) return noCharacter(action.characterId, 'DX-4.7')
  if (c.kind !== 'pc')
    return refuse({
      rule: 'DX-4.7',
      code: 'titusPcOnly',
      text: `only a PC has Loises to sublimate (DX-4.7): ${c.name} is an NPC`,
      params: {
        name: c.name,
      },
    })
  if (c.status !== 'active')
    return refuse({
      rule: 'DX-4.7',
      code: 'titusBeyondRevival',
      text: `${c.name} is beyond a revival (DX-4.7)`,
      params: { name: c.name },
    })
  if (!c.incapacitated)
    return refuse({
      rule: 'DX-4.7',
      code: 'titusNotIncapacitated',
      text: `${c.name} is not incapacitated: nothing to revive from (DX-4.7)`,
      params: {
        name: c.name,
      },
    })
  if (sublimable(c).length === 0)
    return refuse({
      rule: 'DX-4.7',
      code: 'titusNoneLeft',
      text: `${c.name} has no Lois or Titus left to sublimate (DX-4.7)`,
      params: {
        name: c.name,
      },
    })
  const lois = c.loises.find((l) => l.id === action.loisId)
  if (!lois)
    return refuse({
      rule: 'DX-4.7',
      code: 'titusNoLois',
      text: `${c.name} has no Lois ${action.loisId}`,
      params: {
        name: c.name,
        id: action.loisId,
      },
    })
  if (lois.sublimated)
    return refuse({
      rule: 'DX-4.7',
      code: 'titusSpent',
      text: `the Titus of ${lois.name} is already sublimated (DX-4.7)`,
      params: {
        name: c.name,
        lois: lois.name,
      },
    })
  ctx.emit({
    type: 'double-cross/titusSublimated',
    characterId: c.id,
    loisId: lois.id,
    lois: lois.name,
    turned: !lois.titus,
    hpBefore: c.hp,
    hp: revivalHp(c),
  })
}
