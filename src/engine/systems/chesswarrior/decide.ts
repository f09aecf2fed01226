/**
 * One well-formed command (checked by `schema.ts`) decided on the running state: each case checks the moment
 * (stage, open window, Active hero), then hands over to the rule in `rules/`. Dice are drawn only while
 * deciding (here and in the rules it calls), in the order the table would roll them, and their faces go into
 * the events; the rules emit facts through `ctx.emit` and never change a state themselves.
 */
import type { Refusal, Verdict } from '../../core/decision'
import { refuse } from '../../core/decision'
import { assertNever } from '../../core/union'
import { inBounds } from './board'
import { declareMove, declareUse, endActivation, step } from './rules/activation'
import { activeHero } from './rules/choices'
import { ban, buildField, chooseOrder, confirmTeam, pick, place, rollPlacement, unpick } from './rules/setup'
import { activationCandidates, startActivation } from './rules/turn'
import { pass, respond } from './rules/windows'
import { notACandidate, placeNeedsSquare, stepNeedsSquare } from './schema'
import type { Ctx, CwAction, Stage } from './types'

/** The set-up actions and the stages that accept them (CW-3); every other action needs play (CW-4). */
const SET_UP_STAGES = {
  'chesswarrior/pick': ['draft', 'select'],
  'chesswarrior/unpick': ['draft', 'select'],
  'chesswarrior/confirmTeam': ['draft', 'select'],
  'chesswarrior/ban': ['ban'],
  'chesswarrior/buildField': ['field'],
  'chesswarrior/rollPlacement': ['placement-roll'],
  'chesswarrior/chooseOrder': ['placement-order'],
  'chesswarrior/place': ['place'],
} as const satisfies Partial<Record<CwAction['type'], readonly Stage[]>>

type SetUpAction = Extract<CwAction, { type: keyof typeof SET_UP_STAGES }>
type ActivationAction = Extract<
  CwAction,
  { type: 'chesswarrior/move' | 'chesswarrior/step' | 'chesswarrior/use' | 'chesswarrior/endActivation' }
>

const isSetUp = (action: CwAction): action is SetUpAction => action.type in SET_UP_STAGES

/** How a refusal names the moment the game is at, and the rule of that moment. */
const STAGE_TEXT: Record<Stage, { text: string; rule: string }> = {
  draft: { text: 'team building (CW-3.1)', rule: 'CW-3.1' },
  ban: { text: 'the Expert ban (CW-3.2)', rule: 'CW-3.2' },
  select: { text: 'choosing the fielded heroes (CW-3.2)', rule: 'CW-3.2' },
  field: { text: 'building the field (CW-3.5)', rule: 'CW-3.5' },
  'placement-roll': { text: 'the placement roll (CW-3.6)', rule: 'CW-3.6' },
  'placement-order': { text: 'choosing the placement order (CW-3.6)', rule: 'CW-3.6' },
  place: { text: 'placing heroes (CW-3.6)', rule: 'CW-3.6' },
  play: { text: 'play (CW-4)', rule: 'CW-4' },
  over: { text: 'the end of the game (CW-5.3)', rule: 'CW-5.3' },
}

/** "not now": the action belongs to another moment; `stage` names the moment for the templates. */
const notNow = (stage: Stage): Refusal =>
  refuse({
    rule: STAGE_TEXT[stage].rule,
    code: 'notNow',
    text: `not now: the game is at ${STAGE_TEXT[stage].text}`,
    params: { stage },
  })

/** CW-3 a set-up choice, in the stage that takes it. */
function decideSetUp(ctx: Ctx, action: SetUpAction): Verdict {
  const stages: readonly Stage[] = SET_UP_STAGES[action.type]
  if (!stages.includes(ctx.state.stage)) return notNow(ctx.state.stage)
  switch (action.type) {
    case 'chesswarrior/pick':
      return pick(ctx, action.card)
    case 'chesswarrior/unpick':
      return unpick(ctx, action.card)
    case 'chesswarrior/confirmTeam':
      return confirmTeam(ctx)
    case 'chesswarrior/ban':
      return ban(ctx, action.card)
    case 'chesswarrior/buildField':
      return buildField(ctx)
    case 'chesswarrior/rollPlacement':
      return rollPlacement(ctx)
    case 'chesswarrior/chooseOrder':
      return chooseOrder(ctx, action.first)
    case 'chesswarrior/place':
      return inBounds(action.square) ? place(ctx, action.hero, action.square) : placeNeedsSquare()
    default:
      return assertNever(action, 'set-up action')
  }
}

/** CW-6 what the Active hero does. */
function decideActivation(ctx: Ctx, action: ActivationAction): Verdict {
  switch (action.type) {
    case 'chesswarrior/move':
      return declareMove(ctx, action.ability)
    case 'chesswarrior/step':
      return inBounds(action.to) ? step(ctx, action.to) : stepNeedsSquare()
    case 'chesswarrior/use':
      return declareUse(ctx, action.ability, {
        target: action.target,
        direction: action.direction,
        facing: action.facing,
        phase: action.phase,
      })
    case 'chesswarrior/endActivation':
      return endActivation(ctx, action.facing)
    default:
      return assertNever(action, 'activation action')
  }
}

/** Decides one command on the running decision: emits its facts, or returns why it is refused. */
export function decide(ctx: Ctx, action: CwAction): Verdict {
  if (isSetUp(action)) return decideSetUp(ctx, action)
  const s = ctx.state
  if (s.stage !== 'play') return notNow(s.stage)
  if (action.type === 'chesswarrior/respond' || action.type === 'chesswarrior/pass') {
    if (!s.pending)
      return refuse({
        rule: 'CW-7.2',
        code: 'noWindow',
        text: 'no Instant or Interrupt window is open (CW-7.2)',
      })
    return action.type === 'chesswarrior/pass' ? pass(ctx) : respond(ctx, action.hero, action.ability)
  }
  if (s.pending)
    return refuse({
      rule: 'CW-7.2',
      code: 'windowOpen',
      text: 'the inactive side must respond or pass first (CW-7.2)',
    })
  if (action.type === 'chesswarrior/activate') {
    if (!s.choosing)
      return refuse({
        rule: 'CW-4.3',
        code: 'noChoiceDue',
        text: 'no choice of hero is due: the queue decides (CW-4.3)',
      })
    const hero = activationCandidates(s)?.heroes.find((h) => h.id === action.hero)
    if (!hero) return notACandidate()
    return startActivation(ctx, s.heroes[hero.id]!)
  }
  if (!activeHero(s))
    return refuse({ rule: 'CW-4.3', code: 'noActiveHero', text: 'no hero is Active (CW-4.3)' })
  return decideActivation(ctx, action)
}
