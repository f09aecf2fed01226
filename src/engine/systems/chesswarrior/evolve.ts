/**
 * State + domain event → state. No dice, no clock; never mutates its input (undo snapshots share states).
 * Every object is rebuilt with its keys in their existing order, so the state's JSON (saves, replay hashes)
 * is exactly what the rules produce.
 */
import { assertNever } from '../../core/union'
import type { Activation, CwDomainEvent, CwState, HeroPiece, Side, Window } from './types'

const updateHero = (s: CwState, id: string, change: (h: HeroPiece) => HeroPiece): CwState => ({
  ...s,
  heroes: { ...s.heroes, [id]: change(s.heroes[id]!) },
})

const updateActivation = (s: CwState, change: (a: Activation) => Activation): CwState => ({
  ...s,
  activation: change(s.activation!),
})

const addTo = (pair: { p1: number; p2: number }, side: Side, n: number) => ({
  ...pair,
  [side]: pair[side] + n,
})

/** Folds one domain event into the state. */
export function evolve(s: CwState, event: CwDomainEvent): CwState {
  switch (event.type) {
    case 'chesswarrior/heroPicked':
      return {
        ...s,
        [event.list]: { ...s[event.list], [event.side]: [...s[event.list][event.side], event.card] },
      }
    case 'chesswarrior/heroUnpicked': {
      const list = [...s[event.list][event.side]]
      list.splice(list.indexOf(event.card), 1)
      return { ...s, [event.list]: { ...s[event.list], [event.side]: list } }
    }
    case 'chesswarrior/heroBanned':
      return { ...s, bans: { ...s.bans, [event.from]: event.card } }
    case 'chesswarrior/heroesFielded': {
      const heroes: Record<string, HeroPiece> = {}
      for (const h of event.heroes) heroes[h.id] = { ...h }
      return { ...s, heroes, heroOrder: event.heroes.map((h) => h.id) }
    }
    case 'chesswarrior/setupTurn':
      return { ...s, stage: event.stage, actor: event.actor }
    case 'chesswarrior/obstaclePlaced':
      return { ...s, obstacles: [...s.obstacles, event.square] }
    case 'chesswarrior/placementRolled':
      return { ...s, placementRolls: [...s.placementRolls, { p1: event.p1, p2: event.p2 }] }
    case 'chesswarrior/placementOrderChosen':
      return { ...s, first: event.first, stage: 'place', placed: 0, actor: event.first }
    case 'chesswarrior/heroPlaced':
      return { ...updateHero(s, event.hero, (h) => ({ ...h, pos: event.to })), placed: s.placed + 1 }
    case 'chesswarrior/battleStarted': {
      // CW-3.7 every Main Base is set to 1.
      const heroes: Record<string, HeroPiece> = { ...s.heroes }
      for (const id of s.heroOrder) heroes[id] = { ...heroes[id]!, mainBase: 1 }
      return { ...s, stage: 'play', mainTurn: 1, heroes }
    }
    case 'chesswarrior/turnStarted':
      return { ...s, mainTurn: event.turn, rolloff: null }
    case 'chesswarrior/manaRefreshed': {
      const heroes: Record<string, HeroPiece> = { ...s.heroes }
      for (const [id, mana] of Object.entries(event.mana)) heroes[id] = { ...heroes[id]!, mana }
      return { ...s, heroes }
    }
    case 'chesswarrior/scored': {
      const { points } = event.record
      return {
        ...s,
        score: { p1: s.score.p1 + points.p1, p2: s.score.p2 + points.p2 },
        scorings: [...s.scorings, event.record],
      }
    }
    case 'chesswarrior/gameEnded':
      return {
        ...s,
        stage: 'over',
        winner: event.winner,
        endReason: event.reason,
        activation: null,
        pending: null,
        choosing: null,
      }
    case 'chesswarrior/rolloffOrdered':
      return { ...s, rolloff: event.rolloff }
    case 'chesswarrior/choiceOffered':
      return { ...s, choosing: event.side }
    case 'chesswarrior/heroActivated':
      return {
        ...s,
        rolloff: event.rolloffNext === null ? s.rolloff : { ...s.rolloff!, next: event.rolloffNext },
        choosing: null,
        activation: {
          hero: event.hero,
          used: { movement: false, attack: false, support: false },
          turnCost: 0,
          moveLeft: 0,
        },
      }
    case 'chesswarrior/activationClosed':
      return { ...s, activation: null, pending: null }
    case 'chesswarrior/movementDeclared':
      return updateActivation(s, (a) => ({ ...a, used: { ...a.used, movement: true } }))
    case 'chesswarrior/actionDeclared': {
      const d = event.declared
      const phase = d.kind === 'action' ? d.phase : 'movement'
      const faced = updateHero(s, d.hero, (h) => ({ ...h, facing: event.facing }))
      return updateActivation(faced, (a) => ({ ...a, used: { ...a.used, [phase]: true }, moveLeft: 0 }))
    }
    case 'chesswarrior/costPaid': {
      const paid = updateActivation(s, (a) => ({ ...a, turnCost: a.turnCost + event.turns }))
      return updateHero(paid, event.hero, (h) => ({ ...h, mana: h.mana - event.mana }))
    }
    case 'chesswarrior/windowOpened':
      return { ...s, pending: event.window }
    case 'chesswarrior/windowClosed':
    case 'chesswarrior/actionCancelled':
      return { ...s, pending: null }
    case 'chesswarrior/responded':
      return updateHero(s, event.hero, (h) => ({
        ...h,
        mana: h.mana - event.mana,
        mainBase: h.mainBase + event.turns,
        inactiveUsed: s.mainTurn,
      }))
    case 'chesswarrior/blockAdded': {
      const w: Window = s.pending!
      return {
        ...s,
        pending: { ...w, blocks: { ...w.blocks, [event.hero]: (w.blocks[event.hero] ?? 0) + event.amount } },
      }
    }
    case 'chesswarrior/movementGranted':
      return updateActivation(s, (a) => ({ ...a, moveLeft: event.counters }))
    case 'chesswarrior/stepped': {
      const moved = updateHero(s, event.hero, (h) => ({ ...h, pos: event.to }))
      return updateActivation(moved, (a) => ({ ...a, moveLeft: a.moveLeft - 1 }))
    }
    case 'chesswarrior/activationEnded':
      return updateHero(s, event.hero, (h) => ({
        ...h,
        facing: event.facing,
        mainBase: h.mainBase + event.advanceBy,
      }))
    case 'chesswarrior/damageDealt': {
      const hurt = updateHero(s, event.hero, (h) => ({ ...h, damage: h.damage + event.amount }))
      if (!event.credit) return hurt
      return {
        ...hurt,
        stats: { ...hurt.stats, damage: addTo(hurt.stats.damage, event.credit, event.amount) },
      }
    }
    case 'chesswarrior/heroDestroyed': {
      // CW-6.5 damage and mana are cleared; the hero goes home when a Start Zone square is free.
      const gone = updateHero(s, event.hero, (h) => ({
        ...h,
        ...(event.home ? { pos: event.home } : {}),
        damage: 0,
        mana: 0,
        mainBase: event.mainBase,
        destroyed: h.destroyed + 1,
      }))
      if (!event.credit) return gone
      return { ...gone, stats: { ...gone.stats, destroyed: addTo(gone.stats.destroyed, event.credit, 1) } }
    }
    case 'chesswarrior/knockedBack':
      return updateHero(s, event.hero, (h) => ({ ...h, pos: event.to }))
    case 'chesswarrior/healed':
      return updateHero(s, event.hero, (h) => ({ ...h, damage: h.damage - event.amount }))
    case 'chesswarrior/manaGained':
      return updateHero(s, event.hero, (h) => ({ ...h, mana: h.mana + event.amount }))
    case 'chesswarrior/delayed':
      return updateHero(s, event.hero, (h) => ({ ...h, mainBase: h.mainBase + event.turns }))
    case 'chesswarrior/hastened':
      return updateHero(s, event.hero, (h) => ({ ...h, mainBase: event.mainBase }))
    case 'chesswarrior/swapped': {
      const moved = updateHero(s, event.hero, (h) => ({ ...h, pos: event.to }))
      return updateHero(moved, event.target, (h) => ({ ...h, pos: event.from }))
    }
    // Facts the log records that change nothing on the table.
    case 'chesswarrior/teamShown':
    case 'chesswarrior/teamChosen':
    case 'chesswarrior/banShown':
    case 'chesswarrior/obstaclesRolled':
    case 'chesswarrior/obstacleRemoved':
    case 'chesswarrior/passiveTriggered':
    case 'chesswarrior/diceRolled':
    case 'chesswarrior/rolledOff':
    case 'chesswarrior/passed':
    case 'chesswarrior/damageBlocked':
    case 'chesswarrior/swapFailed':
      return s
    default:
      return assertNever(event, 'Chesswarrior event')
  }
}
