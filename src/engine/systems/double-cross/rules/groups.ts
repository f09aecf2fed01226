/**
 * NPC groups (DX-5.4): the GM adds several NPCs from one sheet in one command — "Trooper A", "Trooper B" …
 * Each member is a character of its own: its own HP, statuses, initiative slot and main process, with the
 * sheet's stats, skills, effects, weapons and armour copied. **Decision** (the digest is silent on groups):
 * a group has 2 … 10 members, named with the sheet's name and a capital letter A … J, which reads the same
 * in every language the screen speaks, and a member's name is no other character's (a second group of
 * troopers takes another name); the members act in the initiative order like anyone else (equal
 * action values keep the order they were listed, so A before B), and are targeted one by one or together
 * by an area attack (DX-6.4).
 */
import { refuse } from '../../../core/decision'
import { takeId } from './ids'
import type { CharacterGroup, CommandDecision, DxCharacter } from '../types'
import { SESSION_LIMITS } from './limits'
import { buildCharacter } from './tracker'

/** The letters that tell a group's members apart, in order. */
export const GROUP_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const

/** How many NPCs a group has. */
export const GROUP_SIZE = { min: 2, max: GROUP_LETTERS.length } as const

/** The longest sheet name a group takes: its members' names (" A" added) stay within a name's 100. */
export const GROUP_NAME_MAX = 98

/** The name of a group's member `index` (0 → "Trooper A"). */
export const memberName = (name: string, index: number): string => `${name} ${GROUP_LETTERS[index]}`

/** The members of `group` on the tracker, in the order they were made. */
export const groupMembers = (characters: readonly DxCharacter[], groupId: string): DxCharacter[] =>
  characters.filter((c) => c.group?.id === groupId)

/** DX-5.4: `count` NPCs from one sheet, each a character of its own, in one command and one log line. */
export const decideAddGroup: CommandDecision<'double-cross/addGroup'> = (ctx, action) => {
  const name = action.character.name.trim()
  if (action.character.kind !== 'npc')
    return refuse({
      rule: 'DX-5.4',
      code: 'groupNotNpc',
      text: `a group is made of NPCs (DX-5.4): ${name} is a PC`,
      params: { name },
    })
  if (action.count < GROUP_SIZE.min || action.count > GROUP_SIZE.max)
    return refuse({
      rule: 'DX-5.4',
      code: 'groupSize',
      text: `a group has ${GROUP_SIZE.min} to ${GROUP_SIZE.max} NPCs (DX-5.4), not ${action.count}`,
      params: { min: GROUP_SIZE.min, max: GROUP_SIZE.max, count: action.count },
    })
  if (name.length > GROUP_NAME_MAX)
    return refuse({
      rule: 'DX-5.4',
      code: 'groupNameTooLong',
      text: `a group's name has at most ${GROUP_NAME_MAX} characters`,
      params: {
        max: GROUP_NAME_MAX,
      },
    })
  // A member's name says who is who in the initiative order and the log: it names one character only.
  const names = Array.from({ length: action.count }, (_, index) => memberName(name, index))
  const taken = names.find((n) => ctx.state.characters.some((c) => c.name === n))
  if (taken)
    return refuse({
      rule: 'DX-5.4',
      code: 'groupNameTaken',
      text: `${taken} is already on the tracker: name the group otherwise (DX-5.4)`,
      params: {
        name: taken,
      },
    })
  if (ctx.state.characters.length + action.count > SESSION_LIMITS.characters)
    return refuse({
      rule: 'DX-5.4',
      code: 'trackerFull',
      text: `the tracker holds at most ${SESSION_LIMITS.characters} characters`,
      params: {
        count: SESSION_LIMITS.characters,
      },
    })
  // The group's id is drawn first, then each member's as a lone character's would be (its id, then its
  // Loises', effects' and weapons').
  const group: CharacterGroup = { id: takeId(ctx, 'g'), name }
  const characters = Array.from({ length: action.count }, (_, index) => {
    const id = takeId(ctx, 'c')
    const member = buildCharacter({ ...action.character, name: names[index]! }, id, ctx)
    return { ...member, group }
  })
  ctx.emit({ type: 'double-cross/groupAdded', group, characters })
}
