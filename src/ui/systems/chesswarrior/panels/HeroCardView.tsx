/** A hero card (CW-2): name, title, type line, Hero Types, Lp/Mp/Sp, and every ability in card notation. */
import { useTranslation } from 'react-i18next'
import { useCardText } from '../card-text'
import type { HeroCard, HeroPiece } from '../engine'

export function HeroCardView({
  card,
  hero,
  compact = false,
}: {
  card: HeroCard
  hero?: HeroPiece
  compact?: boolean
}) {
  const { t } = useTranslation('chesswarrior')
  const text = useCardText()
  return (
    <article className={`cw-card ${compact ? 'cw-card-compact' : ''}`} aria-label={card.name}>
      <header>
        <strong>{card.name}</strong> <span className="cw-title">{text.title(card)}</span>
        {card.origin === 'seed' && <span className="badge">{t('card.seed')}</span>}
      </header>
      <p className="cw-typeline">{card.typeLine}</p>
      <p className="cw-types">{card.heroTypes.map(text.heroType).join(' · ')}</p>
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
      <ul>
        {card.abilities.map((a) => (
          <li key={a.id}>
            <span className={`cw-kind cw-kind-${a.kind}`}>{t(`kind.${a.kind}`)}</span>{' '}
            {a.kind !== 'move' && <b>{text.abilityName(a)} </b>}
            <code>{text.notation(a)}</code>
            {!compact && a.text && <div className="cw-ability-text">{text.abilityText(a)}</div>}
          </li>
        ))}
      </ul>
    </article>
  )
}
