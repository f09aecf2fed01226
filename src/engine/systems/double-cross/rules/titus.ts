/**
 * The Titus revival (DX-4.7): an incapacitated PC turns a Lois into a Titus — or takes a Titus already
 * turned — and sublimates it (昇華) to rise from incapacitation with HP equal to [Body]. A sublimated
 * Titus is spent for good: it never counts at the backtrack (DX-4.5) and cannot be sublimated again.
 */
import type { DxCharacter } from '../types'
import { findCharacter } from './cast'
import { refuse, type CommandDecision } from './context'

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
  if (!c)
    return refuse(`no character with id ${action.characterId}`, 'noCharacter', { id: action.characterId })
  if (c.kind !== 'pc')
    return refuse(`only a PC has Loises to sublimate (DX-4.7): ${c.name} is an NPC`, 'titusPcOnly', {
      name: c.name,
    })
  if (c.status !== 'active')
    return refuse(`${c.name} is beyond a revival (DX-4.7)`, 'titusBeyondRevival', { name: c.name })
  if (!c.incapacitated)
    return refuse(
      `${c.name} is not incapacitated: nothing to revive from (DX-4.7)`,
      'titusNotIncapacitated',
      {
        name: c.name,
      },
    )
  if (sublimable(c).length === 0)
    return refuse(`${c.name} has no Lois or Titus left to sublimate (DX-4.7)`, 'titusNoneLeft', {
      name: c.name,
    })
  const lois = c.loises.find((l) => l.id === action.loisId)
  if (!lois)
    return refuse(`${c.name} has no Lois ${action.loisId}`, 'titusNoLois', {
      name: c.name,
      id: action.loisId,
    })
  if (lois.sublimated)
    return refuse(`the Titus of ${lois.name} is already sublimated (DX-4.7)`, 'titusSpent', {
      name: c.name,
      lois: lois.name,
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
