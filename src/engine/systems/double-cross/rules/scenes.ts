/**
 * Before and during the main game (DX-4.6): the pre-game record sheet, planning scenes, and entering a
 * scene, which raises each entrant's encroachment by 1d10 (DX-4.3).
 */
import { statusesEndWithScene } from './bad-statuses'
import { refuse } from '../../../core/decision'
import { takeId } from './ids'
import type { CommandDecision, RecordEntry } from '../types'
import { activePcs, findCharacter, noCharacter } from './cast'
import { clampRate, SESSION_LIMITS } from './limits'

/** DX-4.6: the pre-game record sheet notes every standing PC; filling it starts the main game. */
export const decideRecordPreGame: CommandDecision<'double-cross/recordPreGame'> = (ctx, action) => {
  if (ctx.state.phase !== 'pre-game')
    return refuse({
      rule: 'DX-4.6',
      code: 'preGameDone',
      text: 'the pre-game record sheet is filled before the first scene (DX-4.6)',
    })
  const entries: RecordEntry[] = activePcs(ctx.state).map((c) => ({
    characterId: c.id,
    name: c.name,
    maxHp: c.maxHp,
    lastingLoises: c.loises.filter((l) => l.lasting).map((l) => l.name),
    baseEncroachment: c.baseEncroachment,
  }))
  ctx.emit({
    type: 'double-cross/preGameRecorded',
    sheet: { date: action.date, scenario: action.scenario, entries },
  })
}

/** DX-4.6: scenes are planned before the climax, up to the session's cap. */
export const decideAddScene: CommandDecision<'double-cross/addScene'> = (ctx, action) => {
  if (ctx.state.phase !== 'pre-game' && ctx.state.phase !== 'main')
    return refuse({
      rule: 'DX-4.6',
      code: 'scenesBeforeClimax',
      text: 'scenes are planned before the climax (DX-4.6)',
    })
  if (ctx.state.scenes.length >= SESSION_LIMITS.scenes)
    return refuse({
      rule: 'DX-4.3',
      code: 'tooManyScenes',
      text: `at most ${SESSION_LIMITS.scenes} scenes`,
      params: {
        count: SESSION_LIMITS.scenes,
      },
    })
  ctx.emit({
    type: 'double-cross/sceneAdded',
    scene: { id: takeId(ctx, 's'), name: action.name.trim(), entries: [] },
  })
}

/** DX-4.3: characters enter a scene of the main game or the climax, each once, each rolling 1d10. */
export const decideEnterScene: CommandDecision<'double-cross/enterScene'> = (ctx, action) => {
  const state = ctx.state
  if (state.phase !== 'main' && state.phase !== 'climax') {
    return state.phase === 'pre-game'
      ? refuse({
          rule: 'DX-4.6',
          code: 'preGameFirst',
          text: 'fill the pre-game record sheet first: scenes start with the main game (DX-4.6)',
        })
      : refuse({
          rule: 'DX-4.6',
          code: 'noScenesAfterClimax',
          text: 'no more scenes after the climax (DX-4.6)',
        })
  }
  const scene = state.scenes.find((s) => s.id === action.sceneId)
  if (!scene)
    return refuse({
      rule: 'DX-4.3',
      code: 'noScene',
      text: `no scene with id ${action.sceneId}`,
      params: { id: action.sceneId },
    })
  if (new Set(action.characterIds).size !== action.characterIds.length)
    return refuse({ rule: 'DX-4.3', code: 'enterOnce', text: 'a character enters a scene once (DX-4.3)' })
  for (const id of action.characterIds) {
    const character = findCharacter(state, id)
    if (!character) return noCharacter(id, 'DX-4.3')
    if (character.status === 'dead')
      return refuse({
        rule: 'DX-4.3',
        code: 'deadCannotEnter',
        text: `${character.name} is dead and cannot enter a scene`,
        params: {
          name: character.name,
        },
      })
    if (scene.entries.some((e) => e.characterId === id))
      return refuse({
        rule: 'DX-4.3',
        code: 'alreadyInScene',
        text: `${character.name} is already in “${scene.name}” (DX-4.3)`,
        params: {
          name: character.name,
          scene: scene.name,
        },
      })
  }
  // DX-4.3: each character who enters rolls 1d10, in the order they were picked.
  for (const id of action.characterIds) {
    const character = findCharacter(state, id)!
    // Entering the next scene ends the last one, and its bad statuses with it (bad-statuses.ts).
    statusesEndWithScene(ctx, character)
    const face = ctx.dice.roll(10)
    const before = character.encroachment
    ctx.emit({
      type: 'double-cross/rolled',
      record: {
        type: 'encroachment',
        id: takeId(ctx, 'r'),
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
}
