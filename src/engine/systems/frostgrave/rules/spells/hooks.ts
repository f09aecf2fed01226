/**
 * What the spells (FG-8) change in the base rules, as the answers they give to the hooks of `rules/hooks.ts`:
 * activation, the turn, movement, melee, shooting, treasure, creatures and line of sight. `decide.ts`
 * registers them, so the base rules never import a spell module. Where several spells answer one hook,
 * they are listed in the order the base rules asked them before (which refusal is given first, which
 * Will roll comes first).
 */
import type { HookPart } from '../hooks'
import { beautyOdds, beautyRefusal, monstrousRefusal, passesBeauty, passesMonstrousForm } from './deter'
import { touchFoolsGold } from './fools-gold'
import { hammerBonus } from './hammer'
import {
  actionsAllowed,
  endInvisibility,
  glowModifiers,
  invisibleRefusal,
  isInvisible,
  shakeOffSpells,
  stormModifiers,
  storedActionsUsed,
} from './lasting'
import { timeOnActivation, walksAgain } from './time'
import { awarenessAtInitiative } from './awareness'
import { circleBars, circleRefusal } from './circle'
import { clearFog, fogIds } from './fog'
import { creatureBreaksFree, heldRefusal, isPinned } from './bones'
import { explodeRunes, runeInterruption } from './runes'
import { insideWallRefusal, movingTable, outOfReach, planeWalkerActs } from './plane-walk'
/** The spells' answers to the base rules' hooks. */
export const SPELL_HOOKS: HookPart = {
  // FG-3: Plane Walk; Petrify, Reveal Death, Slow, Poison Dart, Time Store; shaking spells off, then the
  // time spells an activation uses; Time Walk; Fog clearing, then Awareness at the initiative roll.
  actionRefusal: [planeWalkerActs],
  actionsAllowed: [(s, id, n) => actionsAllowed(s, id, n)],
  activationBegan: [
    (ctx, members) => {
      if (ctx.state.turn.activation) shakeOffSpells(ctx, members)
    },
    (ctx, members, before) => timeOnActivation(ctx, members, storedActionsUsed(before, members)),
  ],
  leadsAgain: [(s, id, phase) => phase === 'soldier' && walksAgain(s, id)],
  turnBegins: [clearFog],
  initiativeBonus: [awarenessAtInitiative],
  // FG-4: Bones of the Earth, Circle of Protection; Plane Walk; Monstrous Form; Fool's Gold.
  moveRefusal: [heldRefusal, circleRefusal],
  movingTable: [movingTable],
  moveEndRefusal: [insideWallRefusal, monstrousRefusal],
  mayApproach: [passesMonstrousForm],
  touchTokens: [touchFoolsGold],
  // FG-5, FG-6: Invisibility, Plane Walk; Beauty; Elemental Hammer; Glow, Call Storm.
  targetRefusal: [invisibleRefusal, outOfReach],
  attackRefusal: [beautyRefusal],
  attackWill: [beautyOdds],
  mayAttack: [passesBeauty],
  revealed: [endInvisibility],
  weaponDamage: [hammerBonus],
  shotModifiers: [glowModifiers, stormModifiers],
  // FG-10: Invisibility; Bones of the Earth; Circle of Protection; Explosive Rune.
  hiddenFromCreatures: [isInvisible],
  held: [isPinned],
  barred: [circleBars],
  walkInterruption: [runeInterruption],
  creatureActivation: [creatureBreaksFree],
  creatureActed: [explodeRunes],
  // FG-6.2: Fog.
  sightBlockers: [fogIds],
}
