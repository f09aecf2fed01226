/**
 * State + action + dice → events, or the reason the action is refused (citing the rule). Dice are drawn
 * here, in the order the table would roll them, and their faces go into the events.
 */
import type { DiceSource } from '../../core/dice'
import { assertNever } from '../../core/union'
import { rollCheck } from './rules/chain'
import { composeSheetCheck, type ComposedCheck } from './rules/sheet'
import {
  afterBacktrack,
  backtrackDice,
  IMPULSE_DICE,
  IMPULSE_DIFFICULTY,
  isLostAfterBacktrack,
  validateEncroachmentTable,
} from './rules/encroachment'
import { formatCheck, parseCheck } from './rules/notation'
import { rollOpposed } from './rules/opposed'
import type {
  AfterGameEntry,
  CharacterInput,
  CheckSide,
  DxAction,
  DxCharacter,
  DxCheck,
  DxEvent,
  DxState,
  OpposedSide,
  RollRecord,
} from './types'

/** Caps that keep a hostile or runaway session bounded. */
export const SESSION_LIMITS = { characters: 50, scenes: 200, encroachment: 999 }

export type Decision = { ok: true; events: DxEvent[]; nextId: number } | { ok: false; error: string }

const refuse = (error: string): Decision => ({ ok: false, error })

/** Hands out fresh ids: c12, l13, r14 … */
function idMaker(start: number) {
  let next = start
  return {
    make: (prefix: string) => `${prefix}${next++}`,
    get next() {
      return next
    },
  }
}
type Ids = ReturnType<typeof idMaker>

const find = (state: DxState, id: string): DxCharacter | undefined =>
  state.characters.find((c) => c.id === id)

/** PCs that take part in the climax and the backtrack: player characters still standing. */
export const activePcs = (state: DxState): DxCharacter[] =>
  state.characters.filter((c) => c.kind === 'pc' && c.status === 'active')

/** PCs that still have to backtrack (DX-4.5). */
export const pendingBacktrack = (state: DxState): DxCharacter[] =>
  activePcs(state).filter((c) => !state.backtrack.some((b) => b.characterId === c.id))

function buildCharacter(input: CharacterInput, id: string, ids: Ids, previous?: DxCharacter): DxCharacter {
  const keep = (
    wanted: string | undefined,
    existing: readonly { id: string }[] | undefined,
    prefix: string,
  ) => (wanted && existing?.some((x) => x.id === wanted) ? wanted : ids.make(prefix))
  return {
    ...input,
    name: input.name.trim(),
    id,
    stats: { ...input.stats },
    skills: input.skills.map((s) => ({ ...s })),
    loises: input.loises.map((l) => ({ ...l, id: keep(l.id, previous?.loises, 'l') })),
    effects: input.effects.map(({ criticalLimit, ...e }) =>
      // No `criticalLimit: undefined` key: state stays identical through JSON (saves, replay).
      criticalLimit === undefined
        ? { ...e, id: keep(e.id, previous?.effects, 'e') }
        : { ...e, criticalLimit, id: keep(e.id, previous?.effects, 'e') },
    ),
  }
}

function composeSide(
  state: DxState,
  side: OpposedSide,
):
  | { ok: true; check: DxCheck; label: string; characterId?: string; composed?: ComposedCheck }
  | { ok: false; error: string } {
  if (side.kind === 'pool')
    return {
      ok: true,
      check: { dice: side.dice, modifier: side.modifier, critical: side.critical },
      label: side.label || 'Pool',
    }
  const character = find(state, side.characterId)
  if (!character) return { ok: false, error: `no character with id ${side.characterId}` }
  if (character.status === 'dead')
    return { ok: false, error: `${character.name} is dead and cannot roll (DX-4.6)` }
  const { difficulty: _ignored, ...spec } = side
  void _ignored
  const composed = composeSheetCheck(character, spec, state.encroachmentTable)
  if (!composed.ok) return composed
  return {
    ok: true,
    check: composed.value.check,
    label: composed.value.label,
    characterId: character.id,
    composed: composed.value,
  }
}

/** DX-4.2: the effects used raise encroachment by their cost once the check has been rolled. */
function payCost(character: DxCharacter, composed: ComposedCheck, already = 0): DxEvent[] {
  if (composed.cost <= 0) return []
  const before = character.encroachment + already
  return [
    {
      type: 'double-cross/costPaid',
      characterId: character.id,
      effects: composed.effects,
      cost: composed.cost,
      before,
      after: clampRate(before + composed.cost),
    },
  ]
}

const side = (label: string, check: DxCheck, roll: CheckSide['roll'], characterId?: string): CheckSide => {
  const s: CheckSide = { label, check, roll, notation: formatCheck(check) }
  if (characterId !== undefined) s.characterId = characterId
  return s
}

function checkRecord(
  ids: Ids,
  label: string,
  check: DxCheck,
  dice: DiceSource,
  rule: string,
  hidden: boolean,
  characterId?: string,
): Extract<RollRecord, { type: 'check' }> {
  const roll = rollCheck(check, dice)
  return {
    type: 'check',
    id: ids.make('r'),
    hidden: hidden && check.difficulty !== undefined,
    rule,
    ...side(label, check, roll, characterId),
  }
}

const clampRate = (n: number) => Math.min(SESSION_LIMITS.encroachment, Math.max(0, n))

/** Decides one action. The action has already been checked against the schema. */
export function decide(state: DxState, action: DxAction, dice: DiceSource): Decision {
  if (state.phase === 'after-game')
    return refuse('the session is over (DX-4.6): start a new session to play on')
  const ids = idMaker(state.nextId)
  const done = (events: DxEvent[]): Decision => ({ ok: true, events, nextId: ids.next })
  switch (action.type) {
    case 'double-cross/roll': {
      const parsed = parseCheck(action.command)
      if (!parsed.ok) return refuse(`${parsed.error} (DX-2.8)`)
      let label = action.label?.trim() || 'Console'
      if (action.characterId !== undefined) {
        const character = find(state, action.characterId)
        if (!character) return refuse(`no character with id ${action.characterId}`)
        if (!action.label) label = character.name
      }
      const record = checkRecord(
        ids,
        label,
        parsed.check,
        dice,
        'DX-2.8',
        action.hidden ?? false,
        action.characterId,
      )
      return done([{ type: 'double-cross/rolled', record }])
    }
    case 'double-cross/check': {
      const character = find(state, action.check.characterId)
      if (!character) return refuse(`no character with id ${action.check.characterId}`)
      if (character.status === 'dead') return refuse(`${character.name} is dead and cannot roll (DX-4.6)`)
      const composed = composeSheetCheck(character, action.check, state.encroachmentTable)
      if (!composed.ok) return refuse(composed.error)
      const label = action.label?.trim() ? `${character.name} — ${action.label.trim()}` : composed.value.label
      const record = checkRecord(
        ids,
        label,
        composed.value.check,
        dice,
        'DX-1.2',
        action.hidden ?? false,
        character.id,
      )
      return done([{ type: 'double-cross/rolled', record }, ...payCost(character, composed.value)])
    }
    case 'double-cross/opposed': {
      const a = composeSide(state, action.action)
      if (!a.ok) return refuse(`action side: ${a.error}`)
      const r = composeSide(state, action.reaction)
      if (!r.ok) return refuse(`reaction side: ${r.error}`)
      const outcome = rollOpposed(a.check, r.check, dice)
      const record: RollRecord = {
        type: 'opposed',
        id: ids.make('r'),
        action: side(a.label, a.check, outcome.action, a.characterId),
        reaction: outcome.reaction ? side(r.label, r.check, outcome.reaction, r.characterId) : null,
        winner: outcome.winner,
        reason: outcome.reason,
      }
      const costs: DxEvent[] = []
      if (a.composed && a.characterId) costs.push(...payCost(find(state, a.characterId)!, a.composed))
      // The reaction only pays when it was rolled; the same character on both sides pays in sequence.
      if (r.composed && r.characterId && outcome.reaction) {
        const already = costs.reduce(
          (sum, e) =>
            sum + (e.type === 'double-cross/costPaid' && e.characterId === r.characterId ? e.cost : 0),
          0,
        )
        costs.push(...payCost(find(state, r.characterId)!, r.composed, already))
      }
      return done([{ type: 'double-cross/rolled', record }, ...costs])
    }
    case 'double-cross/addCharacter': {
      if (state.characters.length >= SESSION_LIMITS.characters) {
        return refuse(`the tracker holds at most ${SESSION_LIMITS.characters} characters`)
      }
      const character = buildCharacter(action.character, ids.make('c'), ids)
      return done([{ type: 'double-cross/characterAdded', character }])
    }
    case 'double-cross/editCharacter': {
      const previous = find(state, action.characterId)
      if (!previous) return refuse(`no character with id ${action.characterId}`)
      const character = buildCharacter(action.character, previous.id, ids, previous)
      return done([{ type: 'double-cross/characterEdited', character }])
    }
    case 'double-cross/removeCharacter': {
      if (!find(state, action.characterId)) return refuse(`no character with id ${action.characterId}`)
      return done([{ type: 'double-cross/characterRemoved', characterId: action.characterId }])
    }
    case 'double-cross/adjust': {
      const character = find(state, action.characterId)
      if (!character) return refuse(`no character with id ${action.characterId}`)
      const hp = action.hp ?? character.hp
      if (hp > character.maxHp)
        return refuse(`${character.name}'s HP cannot exceed max HP ${character.maxHp}`)
      const encroachment = action.encroachment ?? character.encroachment
      return done([{ type: 'double-cross/adjusted', characterId: character.id, hp, encroachment }])
    }
    case 'double-cross/setEncroachmentTable': {
      const problem = validateEncroachmentTable(action.rows)
      if (problem) return refuse(problem)
      return done([{ type: 'double-cross/tableEdited', rows: action.rows.map((r) => ({ ...r })) }])
    }
    case 'double-cross/recordPreGame': {
      if (state.phase !== 'pre-game')
        return refuse('the pre-game record sheet is filled before the first scene (DX-4.6)')
      const entries = activePcs(state).map((c) => ({
        characterId: c.id,
        name: c.name,
        maxHp: c.maxHp,
        lastingLoises: c.loises.filter((l) => l.lasting).map((l) => l.name),
        baseEncroachment: c.baseEncroachment,
      }))
      return done([
        {
          type: 'double-cross/preGameRecorded',
          sheet: { date: action.date, scenario: action.scenario, entries },
        },
      ])
    }
    case 'double-cross/addScene': {
      if (state.phase !== 'pre-game' && state.phase !== 'main')
        return refuse('scenes are planned before the climax (DX-4.6)')
      if (state.scenes.length >= SESSION_LIMITS.scenes)
        return refuse(`at most ${SESSION_LIMITS.scenes} scenes`)
      return done([
        {
          type: 'double-cross/sceneAdded',
          scene: { id: ids.make('s'), name: action.name.trim(), entries: [] },
        },
      ])
    }
    case 'double-cross/enterScene': {
      if (state.phase !== 'main' && state.phase !== 'climax') {
        return refuse(
          state.phase === 'pre-game'
            ? 'fill the pre-game record sheet first: scenes start with the main game (DX-4.6)'
            : 'no more scenes after the climax (DX-4.6)',
        )
      }
      const scene = state.scenes.find((s) => s.id === action.sceneId)
      if (!scene) return refuse(`no scene with id ${action.sceneId}`)
      if (new Set(action.characterIds).size !== action.characterIds.length)
        return refuse('a character enters a scene once (DX-4.3)')
      const events: DxEvent[] = []
      for (const id of action.characterIds) {
        const character = find(state, id)
        if (!character) return refuse(`no character with id ${id}`)
        if (character.status === 'dead') return refuse(`${character.name} is dead and cannot enter a scene`)
        if (scene.entries.some((e) => e.characterId === id))
          return refuse(`${character.name} is already in “${scene.name}” (DX-4.3)`)
      }
      // DX-4.3: each character who enters rolls 1d10, in the order they were picked.
      for (const id of action.characterIds) {
        const character = find(state, id)!
        const face = dice.roll(10)
        const before = character.encroachment
        events.push({
          type: 'double-cross/rolled',
          record: {
            type: 'encroachment',
            id: ids.make('r'),
            kind: 'scene',
            characterId: id,
            sceneId: scene.id,
            label: `${character.name} enters “${scene.name}”`,
            faces: [face],
            before,
            after: clampRate(before + face),
            rule: 'DX-4.3',
          },
        })
      }
      return done(events)
    }
    case 'double-cross/startClimax': {
      if (state.phase !== 'main') return refuse('the climax follows the main game (DX-4.6)')
      return done([{ type: 'double-cross/phaseChanged', phase: 'climax' }])
    }
    case 'double-cross/impulseChecks': {
      if (state.phase !== 'climax') return refuse('impulse checks are made at the climax (DX-4.4)')
      if (state.impulse.length > 0)
        return refuse('the impulse checks of this climax are already made (DX-4.4)')
      const pcs = activePcs(state)
      if (pcs.length === 0) return refuse('no PC is standing to make an impulse check (DX-4.4)')
      const events: DxEvent[] = []
      // DX-4.4: PC by PC, a Will check at difficulty 9, then encroachment +2d10.
      for (const pc of pcs) {
        const will = pc.skills.reduce<number | undefined>(
          (best, s, i) =>
            s.kind === 'will' && (best === undefined || s.level > pc.skills[best]!.level) ? i : best,
          undefined,
        )
        const spec = will === undefined ? { stat: 'mind' as const } : { skill: will }
        const composed = composeSheetCheck(
          pc,
          { characterId: pc.id, ...spec, difficulty: IMPULSE_DIFFICULTY },
          state.encroachmentTable,
        )
        if (!composed.ok) return refuse(composed.error)
        const check = checkRecord(
          ids,
          `${pc.name} — impulse check (Will)`,
          composed.value.check,
          dice,
          'DX-4.4',
          false,
          pc.id,
        )
        const faces: number[] = []
        for (let i = 0; i < IMPULSE_DICE; i++) faces.push(dice.roll(10))
        const added = faces[0]! + faces[1]!
        events.push(
          { type: 'double-cross/rolled', record: check },
          {
            type: 'double-cross/rolled',
            record: {
              type: 'encroachment',
              id: ids.make('r'),
              kind: 'impulse',
              characterId: pc.id,
              label: `${pc.name}: impulse`,
              faces,
              before: pc.encroachment,
              after: clampRate(pc.encroachment + added),
              rule: 'DX-4.4',
            },
          },
          {
            type: 'double-cross/impulseResolved',
            result: {
              characterId: pc.id,
              success: check.roll.success === true,
              total: check.roll.total,
              added,
            },
          },
        )
      }
      return done(events)
    }
    case 'double-cross/startBacktrack': {
      if (state.phase !== 'climax') return refuse('the backtrack follows the climax (DX-4.5)')
      return done([{ type: 'double-cross/phaseChanged', phase: 'backtrack' }])
    }
    case 'double-cross/backtrack': {
      if (state.phase !== 'backtrack') return refuse('the backtrack comes after the climax (DX-4.5)')
      const pc = find(state, action.characterId)
      if (!pc) return refuse(`no character with id ${action.characterId}`)
      if (!pendingBacktrack(state).some((c) => c.id === pc.id)) {
        return refuse(
          state.backtrack.some((b) => b.characterId === pc.id)
            ? `${pc.name} has already backtracked (DX-4.5)`
            : `only PCs still standing backtrack (DX-4.5)`,
        )
      }
      const standing = pc.loises.filter((l) => !l.titus).length
      const faces: number[] = []
      for (let i = 0; i < backtrackDice(standing, action.doubled); i++) faces.push(dice.roll(10))
      const after = afterBacktrack(pc.encroachment, faces)
      const lost = isLostAfterBacktrack(after)
      const events: DxEvent[] = [
        {
          type: 'double-cross/rolled',
          record: {
            type: 'encroachment',
            id: ids.make('r'),
            kind: 'backtrack',
            characterId: pc.id,
            label: `${pc.name}: backtrack${action.doubled ? ' (doubled)' : ''}`,
            faces,
            before: pc.encroachment,
            after,
            rule: 'DX-4.5',
          },
        },
        {
          type: 'double-cross/backtracked',
          result: {
            characterId: pc.id,
            doubled: action.doubled,
            faces,
            before: pc.encroachment,
            after,
            lost,
          },
        },
      ]
      if (lost) events.push({ type: 'double-cross/characterLost', characterId: pc.id })
      return done(events)
    }
    case 'double-cross/finishSession': {
      if (state.phase !== 'backtrack') return refuse('the after-game follows the backtrack (DX-4.6)')
      const pending = pendingBacktrack(state)
      if (pending.length > 0)
        return refuse(`${pending.map((c) => c.name).join(', ')} must backtrack first (DX-4.5)`)
      const backtracked = new Set(state.backtrack.map((b) => b.characterId))
      const onSheet = state.characters.filter((c) => c.kind === 'pc' || backtracked.has(c.id))
      const given = new Map(action.entries.map((e) => [e.characterId, e]))
      for (const e of action.entries) {
        if (!onSheet.some((c) => c.id === e.characterId))
          return refuse(`no PC with id ${e.characterId} on the after-game sheet`)
      }
      const entries: AfterGameEntry[] = []
      for (const c of onSheet) {
        const fate = c.status === 'dead' ? 'dead' : c.status === 'lost' ? 'lost' : 'survived'
        const entry = given.get(c.id)
        const standing = c.loises.filter((l) => !l.titus)
        let kept: string[]
        if (entry) {
          if (new Set(entry.lastingLoises).size !== entry.lastingLoises.length)
            return refuse(`${c.name}: a Lois is kept once`)
          for (const id of entry.lastingLoises) {
            if (!standing.some((l) => l.id === id))
              return refuse(`${c.name} has no standing Lois ${id} to keep (DX-4.6)`)
          }
          kept = entry.lastingLoises
        } else {
          // Default: the Loises already lasting first, then the others, at most 3 (DX-4.6).
          kept = [...standing.filter((l) => l.lasting), ...standing.filter((l) => !l.lasting)]
            .slice(0, 3)
            .map((l) => l.id)
        }
        entries.push({
          characterId: c.id,
          name: c.name,
          fate,
          lastingLoises: fate === 'survived' ? kept : [],
          experience: entry?.experience ?? 0,
        })
      }
      return done([{ type: 'double-cross/sessionFinished', sheet: { entries } }])
    }
    default:
      return assertNever(action, 'Double Cross action')
  }
}
