/**
 * The lasting effects a check carries (a Minor buff, a scene-long power), each with its source and how
 * long it lasts: part of the check's breakdown, so the odds beside it are seen to include them.
 */
import { useTranslation } from 'react-i18next'
import type { DxState, LastingEffect } from '../engine'
import { useSampleWord } from '../sample-words'

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`)

export function LastingList({ state, lasting }: { state: DxState; lasting: readonly LastingEffect[] }) {
  const { t } = useTranslation('double-cross')
  const word = useSampleWord()
  if (lasting.length === 0) return null
  return (
    <ul className="dx-lasting" aria-label={t('lasting.title')} data-testid="dx-lasting">
      {lasting.map((l) => {
        const mods = [
          l.dice ? t('lasting.dice', { n: signed(l.dice) }) : '',
          l.hit ? t('lasting.hit', { n: signed(l.hit) }) : '',
          l.criticalReduction ? t('lasting.critical', { n: signed(-l.criticalReduction) }) : '',
          l.attack ? t('lasting.attack', { n: signed(l.attack) }) : '',
        ].filter(Boolean)
        return (
          <li key={l.effectId}>
            {t('lasting.item', {
              effect: word(l.name),
              source: word(state.characters.find((c) => c.id === l.sourceId)?.name ?? ''),
              duration: t(`duration.${l.duration}`),
              mods: mods.join(' · '),
            })}
          </li>
        )
      })}
    </ul>
  )
}
