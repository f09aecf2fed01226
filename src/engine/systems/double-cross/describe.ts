/**
 * Log lines: each session event as the shared log shows it, with its rule ID and every face rolled.
 */
import type { GameEvent } from '../../core/game-module'
import { assertNever } from '../../core/union'
import { chainFaces, formatRoll } from './rules/chain'
import { describeOpposed } from './rules/opposed'
import {
  aggregatedParams,
  camelCode,
  checkParams,
  declaredParams,
  fateSequences,
  opposedParams,
  reactionCode,
  simulationParams,
  statusCodes,
} from './log-params'
import type { AttackWarning, CheckSide, DxEvent, DxState, FizzleReason, RollRecord } from './types'

const sideText = (s: CheckSide, hidden = false): string => {
  const notation =
    hidden && s.check.difficulty !== undefined
      ? s.notation.replace(/>=\d+$/, ' vs hidden difficulty')
      : s.notation
  return `${s.label} (${notation}) ＞ ${formatRoll(s.check, s.roll)}`
}

/** The log line of a roll record, e.g. "Keigo — Melee (8DX+4) ＞ 10[3,10]+7[7]+4 ＞ 21". */
export function describeRoll(record: RollRecord): GameEvent {
  switch (record.type) {
    case 'check': {
      const fumble = record.roll.fumble ? ' — FUMBLE: achievement 0 (DX-1.7)' : ''
      const noDice = record.roll.rounds.length === 0 ? ' (DX-1.4)' : ''
      const rule = record.roll.fumble ? 'DX-1.7' : record.roll.rounds.length === 0 ? 'DX-1.4' : record.rule
      const { type, params } = checkParams(record, record.hidden)
      return {
        type,
        rule,
        text: sideText(record, record.hidden) + fumble + noDice,
        dice: chainFaces(record.roll),
        params,
      }
    }
    case 'opposed': {
      const reaction = record.reaction ? sideText(record.reaction) : 'reaction not rolled'
      const translatable = opposedParams(record.action, record.reaction, record.reason, record.winner)
      return {
        type: translatable?.type ?? 'double-cross/opposedRolled',
        ...(translatable ? { params: translatable.params } : {}),
        rule: 'DX-3',
        text: `Opposed: ${sideText(record.action)} vs ${reaction} — ${describeOpposed({ ...record, action: record.action.roll, reaction: record.reaction?.roll ?? null })}`,
        dice: [
          ...chainFaces(record.action.roll),
          ...(record.reaction ? chainFaces(record.reaction.roll) : []),
        ],
      }
    }
    case 'encroachment': {
      const sum = record.faces.reduce((a, b) => a + b, 0)
      const sign = record.kind === 'backtrack' ? '−' : '+'
      const faces = record.faces.length
        ? `${sign}${sum}[${record.faces.join(',')}]`
        : 'no dice (no Lois standing)'
      const translatable = encroachmentParams(record, sum)
      return {
        type: translatable?.type ?? 'double-cross/encroachmentRolled',
        rule: record.rule,
        text: `${record.label}: ${faces} ＞ encroachment ${record.before}% → ${record.after}%`,
        dice: [...record.faces],
        ...(translatable ? { params: translatable.params } : {}),
      }
    }
    default:
      return assertNever(record, 'roll record')
  }
}

/**
 * The type and params of an encroachment roll's line: the label names the character (and the scene) in
 * the engine's own words, read back here; null if it does not read so (the line then stays in English).
 */
function encroachmentParams(
  record: Extract<RollRecord, { type: 'encroachment' }>,
  sum: number,
): { type: string; params: Record<string, string | number> } | null {
  const rates = { before: record.before, after: record.after }
  const rolled = { sum, faces: record.faces.join(','), ...rates }
  const label = record.label
  switch (record.kind) {
    case 'scene': {
      const m = /^(.*) enters “(.*)”$/s.exec(label)
      if (!m || record.faces.length === 0) return null
      return { type: 'double-cross/sceneEntered', params: { name: m[1]!, scene: m[2]!, ...rolled } }
    }
    case 'impulse':
      if (!label.endsWith(': impulse') || record.faces.length === 0) return null
      return {
        type: 'double-cross/impulseEncroachment',
        params: { name: label.slice(0, -': impulse'.length), ...rolled },
      }
    case 'backtrack': {
      const doubled = label.endsWith(': backtrack (doubled)')
      if (!doubled && !label.endsWith(': backtrack')) return null
      const name = label.slice(0, label.lastIndexOf(': backtrack'))
      const type = `double-cross/backtrack${doubled ? 'Doubled' : ''}${record.faces.length ? 'Rolled' : 'NoDice'}`
      return { type, params: record.faces.length ? { name, ...rolled } : { name, ...rates } }
    }
  }
}

const signedAmount = (n: number): string => (n >= 0 ? `+${n}` : `−${-n}`)

/** How the log says why an effect fizzled (DX-6.3). */
const FIZZLE_TEXT: Readonly<Record<FizzleReason, string>> = {
  'skill-mismatch': "its skill differs from the combo's",
  'no-syndrome-before': 'no effect of its syndrome before it',
  'mixed-attack-types': 'melee and ranged attacks mixed',
  restriction: 'encroachment below its restriction',
  'no-weapon': 'no weapon',
  'weapon-kind': 'the weapon is of the other type',
  'not-boarded': 'not aboard a vehicle',
}

/** One warning of the simulation (DX-6.2). */
function describeWarning(w: AttackWarning): string {
  switch (w.kind) {
    case 'fizzle':
      return `${w.effect} would fizzle (${FIZZLE_TEXT[w.reason]})`
    case 'weapon-unusable':
      return `${w.weapon} cannot be used: its skill is not the combo's (no damage bonus)`
    case 'no-attack':
      return 'no attack effect: nothing is attacked'
    case 'no-damage':
      return 'no attack power: the attack deals no damage'
    case 'too-many-targets':
      return `at most ${w.limit} target(s)`
    case 'cannot-act':
      return 'the attacker is incapacitated'
    default:
      return assertNever(w, 'attack warning')
  }
}

/** A Major action's line (DX-5.4): its kind is a code in the type, a bad status too; names are params. */
function describeMajor(
  event: Extract<DxEvent, { type: 'double-cross/majorActed' }>,
  name: (id: string) => string,
): GameEvent {
  const who = name(event.characterId)
  const target = event.targetId ? name(event.targetId) : ''
  const noMap = "no map here: where everyone stands is the table's"
  const text = {
    'finishing-blow': `${who} deals ${target} a finishing blow: ${target} dies`,
    effect: `${who} uses ${event.effect ?? ''} without an attack (Major action)`,
    'full-move': `${who} makes a full move (${noMap})`,
    disengage: `${who} disengages (${noMap})`,
    hide: `${who} goes hidden`,
    item: `${who} uses an item or equipment: ${event.text ?? ''}`,
    recover: `${who} recovers from ${event.status ?? ''}`,
    'give-up': `${who} gives up the Major action`,
    other: `${who}: ${event.text ?? ''} (allowed by the GM)`,
  }[event.kind]
  return {
    type: `double-cross/major${camelCode(`-${event.kind}`)}${event.status ? `-${event.status}` : ''}`,
    rule: 'DX-5.4',
    text,
    params: {
      name: who,
      ...(event.targetId ? { target } : {}),
      ...(event.effect !== undefined ? { effect: event.effect } : {}),
      ...(event.text !== undefined ? { text: event.text } : {}),
    },
  }
}

const FATE_TYPES = new Set(fateSequences().map((seq) => seq.join('-')))

/** The log line of one event (`state`: the state before it), or null when a neighbouring line tells it. */
export function describeEvent(event: DxEvent, state: DxState): GameEvent | null {
  const name = (id: string) => state.characters.find((c) => c.id === id)?.name ?? id
  switch (event.type) {
    case 'double-cross/idTaken':
      // Book-keeping: the line of what the id was given to tells it.
      return null
    case 'double-cross/rolled':
      return describeRoll(event.record)
    case 'double-cross/characterAdded':
      return {
        type: event.type,
        text: `${event.character.name} joins the tracker (${event.character.kind.toUpperCase()})`,
        // "PC"/"NPC" read the same in Japanese.
        params: { name: event.character.name, kind: event.character.kind.toUpperCase() },
      }
    case 'double-cross/characterEdited':
      return {
        type: event.type,
        text: `${event.character.name}'s sheet updated`,
        params: { name: event.character.name },
      }
    case 'double-cross/groupAdded': {
      const names = event.characters.map((c) => c.name).join(', ')
      return {
        type: event.type,
        rule: 'DX-5.4',
        text: `Group ${event.group.name} joins the tracker: ${names}`,
        params: { group: event.group.name, names },
      }
    }
    case 'double-cross/characterRemoved':
      return {
        type: event.type,
        text: `${name(event.characterId)} removed from the tracker`,
        params: { name: name(event.characterId) },
      }
    case 'double-cross/adjusted':
      return {
        type: event.type,
        rule: 'DX-4',
        text: `${name(event.characterId)}: HP ${event.hp}, encroachment ${event.encroachment}%`,
        params: { name: name(event.characterId), hp: event.hp, encroachment: event.encroachment },
      }
    case 'double-cross/tableEdited':
      return { type: event.type, rule: 'DX-4.1', text: 'Encroachment bonus table edited', params: {} }
    case 'double-cross/preGameRecorded':
      return {
        type: event.sheet.date ? 'double-cross/preGameRecordedDated' : event.type,
        rule: 'DX-4.6',
        text: `Pre-game record sheet filled (${event.sheet.entries.length} PCs${event.sheet.date ? `, ${event.sheet.date}` : ''}): the main game begins`,
        params: event.sheet.date
          ? { pcs: event.sheet.entries.length, date: event.sheet.date }
          : { pcs: event.sheet.entries.length },
      }
    case 'double-cross/sceneAdded':
      return {
        type: event.type,
        text: `Scene added: “${event.scene.name}”`,
        params: { scene: event.scene.name },
      }
    case 'double-cross/phaseChanged':
      return event.phase === 'climax'
        ? {
            type: 'double-cross/climaxStarted',
            rule: 'DX-4.4',
            text: 'The climax begins: every PC makes an impulse check',
            params: {},
          }
        : event.phase === 'backtrack'
          ? {
              type: 'double-cross/backtrackStarted',
              rule: 'DX-4.5',
              text: 'The climax is over: backtrack',
              params: {},
            }
          : { type: event.type, rule: 'DX-4.6', text: `Phase: ${event.phase}` }
    case 'double-cross/impulseResolved':
      return {
        type: event.result.success ? 'double-cross/impulsePassed' : 'double-cross/impulseFailed',
        rule: 'DX-4.4',
        text: `${name(event.result.characterId)}: impulse check ${event.result.success ? 'passed' : 'failed — the impulse takes over'} (${event.result.total} vs 9), encroachment +${event.result.added}`,
        params: {
          name: name(event.result.characterId),
          total: event.result.total,
          added: event.result.added,
        },
      }
    case 'double-cross/backtracked':
      return {
        type: event.result.lost ? 'double-cross/backtrackLost' : event.type,
        rule: 'DX-4.5',
        text: event.result.lost
          ? `${name(event.result.characterId)} stays at ${event.result.after}% (above 100%): lost to the virus, becomes a Jyarm and an NPC`
          : `${name(event.result.characterId)} comes back: ${event.result.after}%`,
        params: { name: name(event.result.characterId), after: event.result.after },
      }
    case 'double-cross/characterLost':
      return null
    case 'double-cross/titusSublimated':
      return {
        type: event.turned ? 'double-cross/titusRevivalTurned' : 'double-cross/titusRevival',
        rule: 'DX-4.7',
        text: `${name(event.characterId)} ${event.turned ? 'turns the Lois for ' + event.lois + ' into a Titus and sublimates it' : 'sublimates the Titus for ' + event.lois}: revived from incapacitation, HP ${event.hpBefore} → ${event.hp} ([Body])`,
        params: { name: name(event.characterId), lois: event.lois, before: event.hpBefore, hp: event.hp },
      }
    case 'double-cross/costPaid':
      return {
        type: event.type,
        rule: 'DX-4.2',
        text: `${name(event.characterId)}: ${event.effects.join(' + ')} cost +${event.cost} ＞ encroachment ${event.before}% → ${event.after}%`,
        params: {
          name: name(event.characterId),
          effects: event.effects.join(' + '),
          cost: event.cost,
          before: event.before,
          after: event.after,
        },
      }
    case 'double-cross/changed': {
      const parts = [
        ...(event.hpBy ? [`HP ${signedAmount(event.hpBy)} → ${event.hp}`] : []),
        ...(event.encroachmentBy
          ? [`encroachment ${signedAmount(event.encroachmentBy)} → ${event.encroachment}%`]
          : []),
      ]
      const which = event.hpBy && event.encroachmentBy ? 'Both' : event.hpBy ? 'Hp' : 'Encroachment'
      return {
        type: `double-cross/changed${which}`,
        rule: 'DX-4',
        text: `${name(event.characterId)}: ${parts.join(', ')}`,
        params: {
          name: name(event.characterId),
          hpBy: signedAmount(event.hpBy),
          hp: event.hp,
          encroachmentBy: signedAmount(event.encroachmentBy),
          encroachment: event.encroachment,
        },
      }
    }
    case 'double-cross/statusChanged': {
      const before = state.characters.find((c) => c.id === event.characterId)
      const words = [
        event.incapacitated ? 'incapacitated' : 'can act',
        ...(event.hidden ? ['hidden'] : []),
        ...event.badStatuses,
      ]
      const fell = event.incapacitated && !before?.incapacitated
      return {
        type: fell ? 'double-cross/incapacitated' : `${event.type}-${statusCodes(event).join('-')}`,
        rule: event.rule,
        text: fell
          ? `${name(event.characterId)} is at HP 0: incapacitated, cannot act until healed or revived`
          : `${name(event.characterId)}: ${words.join(', ')}`,
        params: { name: name(event.characterId) },
      }
    }
    case 'double-cross/minorUsed':
      return {
        type: event.sceneLong ? 'double-cross/minorUsedScene' : event.type,
        rule: 'DX-4.2',
        text: `${name(event.characterId)} uses ${event.effect} (Minor${event.sceneLong ? ', lasts the scene' : ''}): cost +${event.cost} ＞ encroachment ${event.before}% → ${event.after}%`,
        params: {
          name: name(event.characterId),
          effect: event.effect,
          cost: event.cost,
          before: event.before,
          after: event.after,
        },
      }
    case 'double-cross/combatStarted':
      return {
        type: event.type,
        rule: 'DX-5.4',
        text: `Combat begins: ${event.participants.map(name).join(', ')}`,
        params: { names: event.participants.map(name).join(', ') },
      }
    case 'double-cross/combatStep':
      return {
        type: `double-cross/combat${event.step[0]!.toUpperCase()}${event.step.slice(1)}`,
        rule: 'DX-5.4',
        text:
          event.step === 'setup'
            ? `Round ${event.round}: setup process`
            : event.step === 'initiative'
              ? `Round ${event.round}: initiative process`
              : event.step === 'main'
                ? `Round ${event.round}: ${name(event.actor ?? '')}'s main process`
                : `Round ${event.round}: cleanup process`,
        params: { round: event.round, ...(event.actor ? { name: name(event.actor) } : {}) },
      }
    case 'double-cross/combatEnded':
      return { type: event.type, rule: 'DX-5.4', text: 'Combat ends', params: {} }
    case 'double-cross/attackDeclared': {
      const p = event.plan
      const declared = [...p.activated, ...p.fizzled].map((e) => e.name)
      const attacker = state.characters.find((c) => c.id === p.attackerId)
      // The vehicle ram's weapon is the boarded vehicle (DX-6.1).
      const weapon = (
        attacker?.weapons.find((w) => w.id === p.weaponId) ??
        attacker?.vehicles?.find((v) => v.id === p.weaponId)
      )?.name
      const { type, params } = declaredParams({
        name: name(p.attackerId),
        effects: declared,
        weapon,
        targets: p.targets.map(name),
      })
      return {
        type,
        rule: 'DX-6.1',
        text: `${name(p.attackerId)} declares an attack: ${declared.join(' + ') || 'no effect'}${weapon ? ` with ${weapon}` : ''} → ${p.targets.map(name).join(', ') || 'no target'}`,
        params,
      }
    }
    case 'double-cross/attackSimulated':
      return {
        ...simulationParams(event.warnings),
        rule: 'DX-6.2',
        text: event.warnings.length
          ? `Simulation warns: ${event.warnings.map(describeWarning).join('; ')}`
          : 'Simulation: no warning',
      }
    case 'double-cross/effectActivated':
      return {
        type: event.fizzled ? `double-cross/effectFizzled-${camelCode(event.fizzled)}` : event.type,
        rule: 'DX-6.3',
        params: { effect: event.effect },
        text: event.fizzled
          ? `${event.effect} fizzles (${FIZZLE_TEXT[event.fizzled]}): dropped from the combo, no encroachment`
          : `${event.effect} activates`,
      }
    case 'double-cross/attackAggregated': {
      const p = event.plan
      const { type, params } = aggregatedParams(p)
      if (!p.attackKind)
        return { type, rule: 'DX-6.4', text: 'No attack effect: the procedure goes to its cleanup', params }
      const power = p.damaging ? `attack power ${p.attackPower}` : 'a non-damaging attack'
      const targets = p.targetLimit === null ? 'area' : `${p.targetLimit} target(s)`
      return {
        type,
        rule: 'DX-6.4',
        text: `Combo: ${p.attackKind} attack, ${power}, weapon ${p.weaponUsable ? `+${p.weaponAttack}` : 'not used'}, hit ${p.hit >= 0 ? '+' : ''}${p.hit}, ${targets}, range ${p.range}, difficulty ${p.difficulty}`,
        params,
      }
    }
    case 'double-cross/attackRolled':
      return {
        type: event.attack.failed ? 'double-cross/attackFailed' : 'double-cross/attackAchievement',
        rule: 'DX-6.5',
        text: event.attack.failed
          ? `${name(event.attack.plan.attackerId)}'s attack fails: it misses every target`
          : `${name(event.attack.plan.attackerId)}'s achievement: ${event.attack.achievement}`,
        params: { name: name(event.attack.plan.attackerId), value: event.attack.achievement },
      }
    case 'double-cross/reactionDeclared':
      return {
        type: `${event.type}-${reactionCode(event.reaction, event.skipped)}`,
        rule: 'DX-6.6',
        params: { name: name(event.targetId) },
        text: `${name(event.targetId)}: ${
          event.skipped === 'cannot-react'
            ? 'cannot react'
            : event.skipped === 'automatic'
              ? 'no reaction (automatic success)'
              : event.skipped === 'attack-failed'
                ? 'no reaction needed'
                : event.reaction === 'none'
                  ? 'does not react'
                  : event.reaction
        }`,
      }
    case 'double-cross/dodged':
      return {
        type: event.hit ? 'double-cross/dodgeFailed' : 'double-cross/dodgeSucceeded',
        rule: 'DX-6.7',
        text: event.hit
          ? `${name(event.targetId)} fails to dodge (${event.achievement}): hit`
          : `${name(event.targetId)} dodges (${event.achievement}): the attack misses`,
        params: { name: name(event.targetId), total: event.achievement },
      }
    case 'double-cross/stackedFired':
      return {
        type: event.targetId ? 'double-cross/stackedFiredOn' : event.type,
        rule: event.step,
        params: {
          effects: event.effects.join(', '),
          ...(event.targetId ? { name: name(event.targetId) } : {}),
        },
        text: `Stacked effects fire${event.targetId ? ` on ${name(event.targetId)}` : ''}: ${event.effects.join(', ')}`,
      }
    case 'double-cross/damageDealt': {
      const sum = event.faces.reduce((a, b) => a + b, 0)
      return {
        type: event.type,
        rule: 'DX-6.9',
        text: `Damage to ${name(event.targetId)}: ${event.faces.length}D10 ${sum}[${event.faces.join(',')}] + weapon ${event.weapon} + combo ${event.combo} − armour ${event.armour} − guard ${event.guard} = ${event.damage} ＞ HP ${event.hpBefore} → ${event.hpAfter}`,
        dice: [...event.faces],
        params: {
          name: name(event.targetId),
          dice: event.faces.length,
          sum,
          faces: event.faces.join(','),
          weapon: event.weapon,
          combo: event.combo,
          armour: event.armour,
          guard: event.guard,
          damage: event.damage,
          before: event.hpBefore,
          after: event.hpAfter,
        },
      }
    }
    case 'double-cross/comboPaid':
      // The line reads as a check's cost (DX-4.2); it cites the attack procedure's step.
      return {
        type: 'double-cross/costPaid',
        rule: 'DX-6.11',
        text: `${name(event.characterId)}: ${event.effects.join(' + ')} cost +${event.cost} ＞ encroachment ${event.before}% → ${event.after}%`,
        params: {
          name: name(event.characterId),
          effects: event.effects.join(' + '),
          cost: event.cost,
          before: event.before,
          after: event.after,
        },
      }
    case 'double-cross/attackEnded':
      return {
        type: event.type,
        rule: 'DX-6.13',
        text: 'Attack cleanup: the procedure ends',
        params: {},
      }
    case 'double-cross/majorActed':
      return describeMajor(event, name)
    case 'double-cross/minorActed': {
      const who = name(event.characterId)
      const text =
        event.kind === 'effect'
          ? `${who}'s Minor action: ${event.effect ?? ''}`
          : event.kind === 'move'
            ? `${who} moves (Minor action; no map here: where everyone stands is the table's)`
            : `${who}'s Minor action: ${event.text ?? ''} (allowed by the GM)`
      return {
        type: `double-cross/minor${event.kind === 'effect' ? 'Effect' : event.kind === 'move' ? 'Move' : 'Other'}`,
        rule: 'DX-5.4',
        text,
        params: {
          name: who,
          ...(event.effect !== undefined ? { effect: event.effect } : {}),
          ...(event.text !== undefined ? { text: event.text } : {}),
        },
      }
    }
    case 'double-cross/resolutionPending':
      return {
        type: event.type,
        rule: 'DX-6.8',
        text: 'The GM resolves the rest of the attack step by step',
        params: {},
      }
    case 'double-cross/resolutionStepped':
      // Each step's own lines tell it.
      return null
    case 'double-cross/libraryEffectSaved':
    case 'double-cross/libraryWeaponSaved':
    case 'double-cross/libraryVehicleSaved': {
      const kind =
        event.type === 'double-cross/libraryEffectSaved'
          ? 'Effect'
          : event.type === 'double-cross/libraryWeaponSaved'
            ? 'Weapon'
            : 'Vehicle'
      const entry =
        event.type === 'double-cross/libraryEffectSaved'
          ? event.effect
          : event.type === 'double-cross/libraryWeaponSaved'
            ? event.weapon
            : event.vehicle
      const what = kind.toLowerCase()
      const verb = { added: 'added to', edited: 'edited in', duplicated: 'duplicated into' }[event.op]
      return {
        type: `double-cross/library${kind}${event.op[0]!.toUpperCase()}${event.op.slice(1)}`,
        rule: 'DX-7',
        text: `Library: ${what} “${entry.name}” ${verb} the library`,
        params: { name: entry.name },
      }
    }
    case 'double-cross/libraryEntryRemoved':
      return {
        type: `double-cross/library${event.kind[0]!.toUpperCase()}${event.kind.slice(1)}Removed`,
        rule: 'DX-7',
        text: `Library: ${event.kind} “${event.name}” removed from the library`,
        params: { name: event.name },
      }
    case 'double-cross/libraryImported':
      return {
        type: event.type,
        rule: 'DX-7',
        text: `Library file imported: ${event.added} added, ${event.updated} updated`,
        params: { added: event.added, updated: event.updated },
      }
    case 'double-cross/libraryTaken': {
      const entry = event.effect ?? event.weapon ?? event.vehicle
      const what = event.effect ? 'effect' : event.weapon ? 'weapon' : 'vehicle'
      return {
        type: `double-cross/library${what[0]!.toUpperCase()}${what.slice(1)}Taken`,
        rule: 'DX-7',
        text: `${name(event.characterId)} takes the ${what} “${entry?.name ?? ''}” from the library`,
        params: { name: name(event.characterId), entry: entry?.name ?? '' },
      }
    }
    case 'double-cross/boarded': {
      const who = name(event.characterId)
      const minor = event.minor ? ' (Minor action)' : ''
      return {
        type: `double-cross/vehicle${event.vehicleId ? 'Boarded' : 'Left'}${event.minor ? 'Minor' : ''}`,
        rule: 'DX-6.1',
        text: event.vehicleId
          ? `${who} boards the vehicle “${event.vehicle}”${minor}`
          : `${who} leaves the vehicle “${event.vehicle}”${minor}`,
        params: { name: who, vehicle: event.vehicle },
      }
    }
    case 'double-cross/sessionFinished': {
      const fates = event.sheet.entries.map(
        (e) => `${e.name}: ${e.fate}, ${e.lastingLoises.length} lasting Lois, ${e.experience} XP`,
      )
      const text = `After-game: ${fates.join('; ') || 'no PCs'}`
      // The fates are words: their sequence is in the type (sheets of up to MAX_FATES characters).
      const code = event.sheet.entries.map((e) => e.fate).join('-') || 'none'
      if (code !== 'none' && !FATE_TYPES.has(code)) return { type: event.type, rule: 'DX-4.6', text }
      const params: Record<string, string | number> = {}
      event.sheet.entries.forEach((e, i) => {
        params[`name${i + 1}`] = e.name
        params[`loises${i + 1}`] = e.lastingLoises.length
        params[`xp${i + 1}`] = e.experience
      })
      return { type: `double-cross/sessionFinished-${code}`, rule: 'DX-4.6', text, params }
    }
    default:
      return assertNever(event, 'Double Cross event')
  }
}
