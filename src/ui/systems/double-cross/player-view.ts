/**
 * What is secret at a Double Cross table, and from whom: the one place that says it (issue #31). The GM
 * screen shows everything to the GM; the players' window, the log exported there and the automation hook's
 * public view show the state and the log through this view.
 *
 * Secret from the players (DX-5.1, the GM decides what they know):
 * - every part of an NPC the GM has not revealed (`DxCharacter.revealed`): its name, its HP with armour and
 *   encroachment, its effects with weapons, vehicles and what lasts on it. Decision: an NPC with nothing
 *   revealed is left out of the players' state altogether (they do not know it is there); one with some
 *   part revealed is in it with the rest blanked — name "?", numbers 0, lists empty — and its `revealed`
 *   list says which parts are real. Its stats, skills, Loises and the player field are the GM's always;
 * - the GM's notes on every sheet, and the effect library (the GM's preparation);
 * - the difficulty of a check rolled hidden (DX-1.1: the players see only the verdict);
 * - every roll made in secret (DX-5.1): its record is left out, its log keeps "The GM rolls in secret";
 * - in a damage roll's record, the parts the log line masks (a hidden target's HP, armour, guard and
 *   damage; a hidden attacker's weapon and combo): blanked, and named in its `masked` list;
 * - the attack waiting for reactions and its step-by-step resolution (the GM's plan: effects, weapons);
 * - in the log, the lines and values `public-log.ts` lists.
 * Everything else (PCs' sheets, scenes, the session's phase and records, open rolls) is public at the table.
 */
import type { DxCharacter, DxState, RollRecord } from './engine'
import type { PlayerView } from '../../app/system-ui'
import { isRevealed } from './engine-vocabulary'
import { publicEvents, UNKNOWN } from './public-log'

/** An NPC as the players know it: the revealed parts as they are, the rest blanked. */
function publicNpc(c: DxCharacter): DxCharacter {
  const name = isRevealed(c, 'name')
  const hp = isRevealed(c, 'hp')
  const effects = isRevealed(c, 'effects')
  const { group, vehicles, boarded, lasting, initiative, ...rest } = c
  return {
    ...rest,
    name: name ? c.name : UNKNOWN,
    player: '',
    notes: '',
    stats: { body: 0, sense: 0, mind: 0, social: 0 },
    skills: [],
    loises: [],
    experience: 0,
    hp: hp ? c.hp : 0,
    maxHp: hp ? c.maxHp : 0,
    encroachment: hp ? c.encroachment : 0,
    baseEncroachment: hp ? c.baseEncroachment : 0,
    armour: hp ? c.armour : null,
    effects: effects ? c.effects : [],
    weapons: effects ? c.weapons : [],
    sceneEffects: effects ? c.sceneEffects : [],
    ...(name && group ? { group } : {}),
    ...(effects && vehicles ? { vehicles } : {}),
    ...(effects && boarded ? { boarded } : {}),
    ...(effects && lasting ? { lasting } : {}),
    ...(hp && initiative !== undefined ? { initiative } : {}),
  }
}

/** A roll's label with a hidden NPC's name (and the GM's words after it) as "?". */
function publicLabel(label: string, by: DxCharacter | undefined): string {
  if (!by || isRevealed(by, 'name')) return label
  const rest = label.startsWith(`${by.name} — `) ? label.slice(by.name.length) : ''
  return `${UNKNOWN}${rest}`
}

type DamageRecord = Extract<RollRecord, { type: 'damage' }>

/**
 * A damage roll as the players see it (DX-6.9): the dice always; the target's name, HP, armour, guard and
 * damage as its revealed parts allow; the weapon's and combo's part only when the attacker's effects are.
 */
function publicDamage(record: DamageRecord, byId: ReadonlyMap<string, DxCharacter>): DamageRecord {
  const target = byId.get(record.targetId)
  const attacker = record.attackerId === undefined ? undefined : byId.get(record.attackerId)
  const hp = !target || isRevealed(target, 'hp')
  const attack = !attacker || isRevealed(attacker, 'effects')
  const masked = [...(attack ? [] : ['attack' as const]), ...(hp ? [] : ['hp' as const])]
  return {
    ...record,
    label: !target || isRevealed(target, 'name') ? record.label : UNKNOWN,
    ...(attack ? {} : { weapon: 0, combo: 0, mods: [] }),
    ...(hp ? {} : { armour: 0, guard: 0, damage: 0, hpBefore: 0, hpAfter: 0 }),
    ...(masked.length > 0 ? { masked } : {}),
  }
}

function publicRoll(record: RollRecord, byId: ReadonlyMap<string, DxCharacter>): RollRecord {
  const side = <S extends { label: string; characterId?: string }>(s: S): S =>
    s.characterId === undefined ? s : { ...s, label: publicLabel(s.label, byId.get(s.characterId)) }
  switch (record.type) {
    case 'check': {
      const named = side(record)
      return record.hidden
        ? {
            ...named,
            check: { ...named.check, difficulty: undefined },
            notation: named.notation.replace(/>=\d+$/, ''),
          }
        : named
    }
    case 'opposed':
      return { ...record, action: side(record.action), reaction: record.reaction && side(record.reaction) }
    case 'encroachment':
      return side(record)
    case 'damage':
      return publicDamage(record, byId)
  }
}

function publicState(state: DxState): DxState {
  const byId = new Map(state.characters.map((c) => [c.id, c]))
  const { library: _library, resolution: _resolution, ...rest } = state
  void _library
  void _resolution
  return {
    ...rest,
    characters: state.characters.flatMap((c) =>
      c.kind === 'pc' ? [{ ...c, notes: '' }] : (c.revealed?.length ?? 0) > 0 ? [publicNpc(c)] : [],
    ),
    rolls: state.rolls.flatMap((r) => (r.type === 'check' && r.secret ? [] : [publicRoll(r, byId)])),
    attack: null,
  }
}

export const playerView: PlayerView<DxState> = {
  state: publicState,
  events: publicEvents,
}
