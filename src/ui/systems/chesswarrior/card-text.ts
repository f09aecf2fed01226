/**
 * A hero card's texts in the reader's language (`data.*` strings, keyed by card and ability ids). A text is
 * translated only while it is the built-in card's English text; an imported hero set's own wording is shown
 * as written, since nobody translated it.
 */
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAbility, type Ability, type HeroCard } from './engine'

export interface CardText {
  title(card: HeroCard): string
  abilityName(ability: Ability): string
  abilityText(ability: Ability): string | undefined
  heroType(type: string): string
  /** The card notation (CW-2.3); a passive's "every N" in the reader's words (the notation itself stays). */
  notation(ability: Ability): string
}

export function useCardText(): CardText {
  const { t, i18n } = useTranslation('chesswarrior')
  const told = useCallback(
    (key: string, own: string): string => {
      const full = `chesswarrior:${key}`
      const builtIn = i18n.exists(full) && i18n.t(full, { lng: 'en' }) === own
      return builtIn ? t(key) : own
    },
    // i18n.language: tell the texts again when the reader switches language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n, i18n.language],
  )
  return useMemo(
    () => ({
      title: (card) => told(`data.title.${card.id}`, card.title),
      abilityName: (a) => told(`data.ability.${a.id}`, a.name),
      abilityText: (a) => (a.text === undefined ? undefined : told(`data.text.${a.id}`, a.text)),
      heroType: (type) => told(`data.type.${type}`, type),
      notation: (a) => {
        const text = formatAbility(a)
        const trigger = a.kind === 'passive' ? a.trigger : null
        if (!trigger || trigger.when === 'feedback') return text
        return text.replace(`Turn every ${trigger.every}]`, `Turn ${t('card.every', { n: trigger.every })}]`)
      },
    }),
    [told, t],
  )
}
