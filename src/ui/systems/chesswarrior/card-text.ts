/**
 * A hero card's texts in the reader's language (`data.*` strings, keyed by card and ability ids). A text is
 * translated only while it is the built-in card's English text; an imported hero set's own wording is shown
 * as written, since nobody translated it.
 */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { i18n as I18n, TFunction } from 'i18next'
import { formatAbility, typeLineParts, type Ability, type HeroCard, type NotationWords } from './engine'

export interface CardText {
  title(card: HeroCard): string
  abilityName(ability: Ability): string
  abilityText(ability: Ability): string | undefined
  heroType(type: string): string
  /** CW-2.1 the type line, each part (faction, class, element) in the reader's words. */
  typeLine(card: HeroCard): string
  /** The card notation (CW-2.3) in the reader's words (numbers, brackets, DL, AOE and FOT stay). */
  notation(ability: Ability): string
}

export function useCardText(): CardText {
  const { t, i18n } = useTranslation('chesswarrior')
  const told = useMemo(
    () => tellBuiltIn(t, i18n),
    // i18n.language: tell the texts again when the reader switches language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n, i18n.language],
  )
  // i18n.language: the reader's words again when they switch language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const words = useMemo(() => notationWords(t), [t, i18n.language])
  return useMemo(
    () => ({
      title: (card) => told(`data.title.${card.id}`, card.title),
      abilityName: (a) => told(`data.ability.${a.id}`, a.name),
      abilityText: (a) => (a.text === undefined ? undefined : told(`data.text.${a.id}`, a.text)),
      heroType: (type) => told(`data.type.${type}`, type),
      typeLine: (card) => typeLineText(card.typeLine, t, told),
      notation: (a) => formatAbility(a, words),
    }),
    [t, told, words],
  )
}

/**
 * Tells a built-in card's text in the reader's words: only while `own` is the built-in English text under
 * `key`; an imported hero set's own wording is shown as written.
 */
export function tellBuiltIn(t: TFunction, i18n: I18n): (key: string, own: string) => string {
  return (key, own) => {
    const full = `chesswarrior:${key}`
    const builtIn = i18n.exists(full) && i18n.t(full, { lng: 'en' }) === own
    return builtIn ? t(key, { ns: 'chesswarrior' }) : own
  }
}

/**
 * CW-2.1 a type line from its parts (faction, class, element), each in the reader's words and joined the
 * reader's way (`card.typeLine`); a line that is not three parts is shown as printed.
 */
export function typeLineText(
  typeLine: string,
  t: TFunction,
  told: (key: string, own: string) => string,
): string {
  const parts = typeLineParts(typeLine)
  if (parts === undefined) return typeLine
  return t('card.typeLine', {
    ns: 'chesswarrior',
    faction: told(`data.faction.${parts.faction}`, parts.faction),
    heroClass: told(`data.class.${parts.heroClass}`, parts.heroClass),
    element: told(`data.element.${parts.element}`, parts.element),
  })
}

/** The card notation's words in the reader's language (the Thai book keeps the English terms). */
export function notationWords(t: TFunction): NotationWords {
  const w = (key: string, n?: number) => t(`notation.${key}`, { ns: 'chesswarrior', n })
  return {
    movement: w('movement'),
    attack: w('attack'),
    support: w('support'),
    attackSupport: w('attackSupport'),
    self: w('self'),
    instant: w('instant'),
    interrupt: w('interrupt'),
    passive: w('passive'),
    feedback: w('feedback'),
    startTurn: (n) => w('startTurn', n),
    endTurn: (n) => w('endTurn', n),
    mana: (n) => w('mana', n),
  }
}
