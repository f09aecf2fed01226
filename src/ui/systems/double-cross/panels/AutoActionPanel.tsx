/**
 * Auto actions offered to their owners (DX-6.3, DX-6.9, DX-6.13) and the combat processes' effects
 * (DX-5.4): the window a moment of the attack procedure opened, with the damage so far, one button per
 * effect on offer (its owner named: the player of a PC, the GM for an NPC) and "go on"; outside an
 * attack, the setup, initiative or cleanup process's effects and リザレクト for the incapacitated; and
 * at every moment between commands, the "any timing" auto actions of those standing (DX-6.3). The
 * engine decides what is on offer; this panel only lists it and dispatches.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { doubleCross, type DxAction, type DxCharacter, type DxState, type Effect } from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { useDxRefusalText } from '../refusal'
import { useSampleWord } from '../sample-words'

interface Props {
  state: DxState
  dispatch(action: DxAction): DispatchResult
}

/** Who decides on an effect: the PC's player, or the GM for an NPC. */
function useOwner() {
  const { t } = useTranslation('double-cross')
  return (c: DxCharacter) =>
    c.kind === 'npc'
      ? t('auto.owner.gm')
      : c.player.trim()
        ? t('auto.owner.player', { player: c.player.trim() })
        : t('auto.owner.pc')
}

export function AutoActionPanel({ state, dispatch }: Props) {
  const { t } = useTranslation('double-cross')
  const say = useDxRefusalText()
  const word = useSampleWord()
  const owner = useOwner()
  const [error, setError] = useState<string | null>(null)
  const run = (action: DxAction) => {
    const r = dispatch(action)
    setError(r.ok ? null : say(r))
  }
  const of = (id: string) => state.characters.find((c) => c.id === id)
  const offerButton = (c: DxCharacter, e: Effect, hint?: string) => (
    <span key={`${c.id}-${e.id}`}>
      <button
        type="button"
        data-testid={`dx-auto-use-${c.id}-${e.id}`}
        onClick={() => run({ type: 'double-cross/autoAction', characterId: c.id, effectId: e.id })}
      >
        {t('auto.use', { name: word(c.name), effect: word(e.name) })} <small>({owner(c)})</small>
      </button>
      {/* What it does, in view (nothing depends on hover alone). */}
      {hint && <small> {hint}</small>}
    </span>
  )
  const riseHint = (c: DxCharacter, e: Effect) =>
    t('auto.resurrectHint', {
      level: doubleCross.effectValues(e, c.encroachment, state.encroachmentTable).level,
    })
  const open = state.resolution?.autoWindow
  if (open) {
    const target = word(of(open.targetId ?? '')?.name ?? '')
    const sum = (open.faces ?? []).reduce((a, b) => a + b, 0)
    const mods = (open.mods ?? []).map((m) => `${word(m.name)} ${m.by > 0 ? `+${m.by}` : m.by}`)
    return (
      <fieldset className="dx-attack" data-testid="dx-auto-window">
        <legend>
          {t('auto.title', {
            moment: t(`auto.moment.${open.moment}`, { name: target, damage: open.damage ?? 0 }),
            rule: open.moment === 'cleanup' ? 'DX-6.13' : 'DX-6.9',
          })}
        </legend>
        {open.faces && <p>{t('auto.dice', { sum, faces: open.faces.join(',') })}</p>}
        {mods.length > 0 && <p data-testid="dx-auto-mods">{t('auto.mods', { mods: mods.join(', ') })}</p>}
        <div className="dx-row">
          {open.offers.map((o) => {
            const c = of(o.characterId)
            const e = c?.effects.find((x) => x.id === o.effectId)
            return c && e ? offerButton(c, e, e.resurrect ? riseHint(c, e) : undefined) : null
          })}
          <button
            type="button"
            className="primary"
            data-testid="dx-auto-pass"
            onClick={() => run({ type: 'double-cross/autoPass' })}
          >
            {t('auto.pass')}
          </button>
        </div>
        {error && <p role="alert">{error}</p>}
      </fieldset>
    )
  }
  // DX-6.3: "any timing" auto actions of everyone standing, between the procedure's commands.
  const anyTime = doubleCross.anyTimingOffers(state).flatMap((o) => {
    const c = of(o.characterId)
    const e = c?.effects.find((x) => x.id === o.effectId)
    return c && e ? [{ c, e }] : []
  })
  const anySection = anyTime.length > 0 && (
    <>
      <p>{t('auto.anyTiming')}</p>
      <div className="dx-row" data-testid="dx-auto-any">
        {anyTime.map(({ c, e }) => offerButton(c, e))}
      </div>
    </>
  )
  if (state.attack)
    return anySection ? (
      <fieldset className="dx-attack" data-testid="dx-auto-process">
        {anySection}
        {error && <p role="alert">{error}</p>}
      </fieldset>
    ) : null
  const combat = state.combat
  const step = combat?.step
  // DX-5.4: the effects of the process the combat is in.
  const process =
    combat && (step === 'setup' || step === 'initiative' || step === 'cleanup')
      ? combat.participants
          .map(of)
          .filter((c): c is DxCharacter => !!c && doubleCross.canAct(c))
          .flatMap((c) =>
            c.effects.filter((e) => doubleCross.timingsOf(e).includes(step)).map((e) => ({ c, e })),
          )
      : []
  // DX-6.13: an incapacitated character may rise with リザレクト outside an attack too.
  const fallen = state.characters
    .filter((c) => c.status === 'active' && c.incapacitated)
    .flatMap((c) => c.effects.filter((e) => e.resurrect).map((e) => ({ c, e })))
  if (process.length === 0 && fallen.length === 0 && !anySection) return null
  return (
    <fieldset className="dx-attack" data-testid="dx-auto-process">
      {process.length > 0 && (
        <>
          <legend>{t('auto.process', { process: t(`combat.step.${step}`) })}</legend>
          <div className="dx-row">{process.map(({ c, e }) => offerButton(c, e))}</div>
        </>
      )}
      {fallen.length > 0 && (
        <>
          <p>{t('auto.resurrect')}</p>
          <div className="dx-row">{fallen.map(({ c, e }) => offerButton(c, e, riseHint(c, e)))}</div>
        </>
      )}
      {anySection}
      {error && <p role="alert">{error}</p>}
    </fieldset>
  )
}
