/**
 * The players' window's own strip (issue #31): each PC's HP, encroachment rate and Loises (a Titus marked
 * ✝, a sublimated one struck through), then each NPC the GM has revealed, with only what was revealed. It
 * reads the players' state (`player-view.ts`), so a part kept secret is not there to show; it stands where
 * the GM's dice console stands on the GM screen, above the dice.
 */
import { useTranslation } from 'react-i18next'
import { isRevealed } from '../engine-vocabulary'
import type { DxCharacter, DxState } from '../engine'
import { NOTHING_HELD, shownHp, type HeldBack } from '../held-back'
import { useSampleWord } from '../sample-words'
import './players-panel.css'

function PcCard({ c, held }: { c: DxCharacter; held: HeldBack }) {
  const { t } = useTranslation('double-cross')
  const sample = useSampleWord()
  return (
    <li className="dx-seat" data-testid={`dx-seat-${c.id}`}>
      <strong className="dx-seat-name">{sample(c.name)}</strong>
      {c.status !== 'active' && <span className="badge">{t(`status.${c.status}`)}</span>}
      {c.incapacitated && <span className="badge">{t('players.incapacitated')}</span>}
      <span className="dx-seat-meter">{t('players.hp', { hp: shownHp(c, held), max: c.maxHp })}</span>
      <span className={`dx-seat-meter${c.encroachment > 100 ? ' dx-danger' : ''}`}>
        {t('players.encroachment', { rate: c.encroachment })}
      </span>
      <span className="dx-seat-loises">
        {c.loises.length === 0 ? t('players.noLoises') : <span>{t('players.loises')}:</span>}
        {c.loises.map((l) => (
          <span
            key={l.id}
            className={l.sublimated ? 'dx-titus dx-sublimated' : l.titus ? 'dx-titus' : 'dx-lois'}
          >
            {l.titus ? `✝${sample(l.name)}` : sample(l.name)}
            {l.sublimated ? ` (${t('players.sublimated')})` : l.titus ? ` (${t('players.titus')})` : ''}
          </span>
        ))}
      </span>
    </li>
  )
}

function NpcCard({ c, held }: { c: DxCharacter; held: HeldBack }) {
  const { t } = useTranslation('double-cross')
  const sample = useSampleWord()
  return (
    <li className="dx-seat dx-seat-npc" data-testid={`dx-seat-${c.id}`}>
      <strong className="dx-seat-name">
        {isRevealed(c, 'name') ? sample(c.name) : t('players.unnamed')}
      </strong>{' '}
      <span className="badge">{t('kind.npc')}</span>
      {c.incapacitated && <span className="badge">{t('players.incapacitated')}</span>}
      {isRevealed(c, 'hp') && (
        <span className="dx-seat-meter">
          {t('players.hp', { hp: shownHp(c, held), max: c.maxHp })}
          {c.armour ? ` · ${t('players.armour', { armour: c.armour.armour })}` : ''}
        </span>
      )}
      {isRevealed(c, 'effects') && c.effects.length > 0 && (
        <span className="dx-seat-loises">
          {t('players.effects')}: {c.effects.map((e) => sample(e.name)).join(', ')}
        </span>
      )}
    </li>
  )
}

/** `held`: while a damage roll plays, each target's HP stays as it was until the dice have landed. */
export function PlayersPanel({ state, held = NOTHING_HELD }: { state: DxState; held?: HeldBack }) {
  const { t } = useTranslation('double-cross')
  const pcs = state.characters.filter((c) => c.kind === 'pc')
  const npcs = state.characters.filter((c) => c.kind === 'npc')
  return (
    <section className="dx-players" aria-label={t('players.title')} data-testid="dx-players">
      <ul className="dx-seats">
        {pcs.map((c) => (
          <PcCard key={c.id} c={c} held={held} />
        ))}
        {npcs.map((c) => (
          <NpcCard key={c.id} c={c} held={held} />
        ))}
      </ul>
    </section>
  )
}
