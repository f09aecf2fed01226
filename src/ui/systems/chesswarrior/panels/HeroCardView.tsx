/**
 * A hero card (CW-2): name, title, where the card comes from (the rule book or the product's own design,
 * CW-2.5), the MK level marker (rule book 2.1.2), type line, Hero Types, Lp/Mp/Sp, and every ability in card
 * notation with what it does and the kind of damage it deals.
 */
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { useCardText } from '../card-text'
import type { Ability, HeroCard, HeroPiece } from '../engine'

/** CW-2.6 the kinds of damage an ability deals (Physical, Magic), in card order. */
function damageKinds(a: Ability): ('physical' | 'magic')[] {
  const kinds =
    a.kind === 'inactive'
      ? a.effect === 'counter'
        ? [a.damageKind ?? 'physical']
        : []
      : a.kind === 'move'
        ? []
        : a.effects.flatMap((e) => (e.type === 'damage' ? [e.kind] : []))
  return [...new Set(kinds)]
}

/**
 * Memoised: a card and a hero that did not change show the same (a timeline step redrew every card of
 * the panel, their texts translated again, issue 36); a new language still re-renders through
 * useTranslation. The card's own text is a part of its own, memoised on the card alone: a hero's damage,
 * mana and base change from moment to moment, its card never does, and its abilities are most of what a
 * card translates.
 */
export const HeroCardView = memo(function HeroCardView({
  card,
  hero,
  compact = false,
}: {
  card: HeroCard
  hero?: HeroPiece
  compact?: boolean
}) {
  const { t } = useTranslation('chesswarrior')
  return (
    <article className={`cw-card ${compact ? 'cw-card-compact' : ''}`} aria-label={card.name}>
      <CardHead card={card} />
      <p className="cw-stats">
        Lp {card.lp} | Mp {card.mp} | Sp {card.sp}
        {hero && (
          <>
            {' '}
            — {t('card.damage', { n: hero.damage })}, {t('card.mana', { n: hero.mana })},{' '}
            {t('card.base', { n: hero.mainBase })}
          </>
        )}
      </p>
      <CardAbilities card={card} />
    </article>
  )
})

/** The card's name, title, origin, MK marker, type line and Hero Types. */
const CardHead = memo(function CardHead({ card }: { card: HeroCard }) {
  const { t } = useTranslation('chesswarrior')
  const text = useCardText()
  return (
    <>
      <header>
        <strong>{card.name}</strong> <span className="cw-title">{text.title(card)}</span>{' '}
        {card.origin === 'seed' ? (
          <span className="badge" title={t('card.seedHint')}>
            {t('card.seed')}
          </span>
        ) : (
          <span className="badge badge-product" title={t('card.productHint')}>
            {t('card.product')}
          </span>
        )}{' '}
        <span className="cw-mk" title={t('card.mkHint')}>
          {card.mk === undefined ? t('card.mkNone') : t('card.mk', { n: card.mk })}
        </span>
      </header>
      <p className="cw-typeline">{text.typeLine(card)}</p>
      <p className="cw-types">{card.heroTypes.map(text.heroType).join(' · ')}</p>
    </>
  )
})

/** Every ability in card notation, with what it does and the kinds of damage it deals. */
const CardAbilities = memo(function CardAbilities({ card }: { card: HeroCard }) {
  const { t } = useTranslation('chesswarrior')
  const text = useCardText()
  return (
    <ul>
      {card.abilities.map((a) => (
        <li key={a.id}>
          <span className={`cw-kind cw-kind-${a.kind}`}>{t(`kind.${a.kind}`)}</span>{' '}
          {a.kind !== 'move' && <b>{text.abilityName(a)} </b>}
          <code>{text.notation(a)}</code>
          {damageKinds(a).map((k) => (
            <span key={k} className={`cw-damage cw-damage-${k}`}>
              {' '}
              {t(`card.${k}`)}
            </span>
          ))}
          {a.text && <div className="cw-ability-text">{text.abilityText(a)}</div>}
        </li>
      ))}
    </ul>
  )
})
