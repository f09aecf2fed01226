/**
 * One printed field of an effect chosen from the books' values (DX-7): timing, skill, target, range or
 * difficulty, each option in the reader's words; a range in metres and a numeric difficulty take a number
 * beside the choice. A value typed before the choices existed stays offered as it was written, so opening
 * an old effect and saving it changes nothing the GM did not change.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CHOICE_NUMBER_MAX,
  choiceCodes,
  choiceValue,
  metresRange,
  readChoice,
  type ChoiceField,
} from '../engine'
import { choiceWord } from '../effect-words'
import { NumberField } from './NumberField'

/** The label key of each field (timing and skill share the character form's). */
const LABEL: Readonly<Record<ChoiceField, string>> = {
  timing: 'form.effectTiming',
  skill: 'form.effectSkill',
  target: 'library.field.target',
  range: 'library.field.range',
  difficulty: 'library.field.difficulty',
}

/** The number a range or difficulty starts from when the GM picks "a number" (seed 003's ranged default). */
const FIRST_NUMBER = 10

export function ChoiceSelect({
  field,
  value,
  index,
  onChange,
}: {
  field: ChoiceField
  value: string
  index: number
  onChange(value: string): void
}) {
  const { t } = useTranslation('double-cross')
  // The value the form opened with: if it was typed by hand, it stays on offer after another pick.
  const [opened] = useState(value)
  const read = readChoice(field, value)
  const first = readChoice(field, opened)
  const typed = read.kind === 'typed' ? read.text : first.kind === 'typed' ? first.text : null
  const numeric = field === 'range' || field === 'difficulty'
  const store = (n: number) => onChange(field === 'range' ? metresRange(n) : String(n))
  const label = t(LABEL[field])
  return (
    <span className="dx-choice">
      <label>
        {label}
        <select
          data-testid={`dx-eff-${field}-${index}`}
          value={read.kind === 'fixed' ? `fixed:${read.code}` : read.kind}
          onChange={(e) => {
            const picked = e.target.value
            if (picked === 'typed') onChange(typed ?? '')
            else if (picked === 'number') store(FIRST_NUMBER)
            else onChange(choiceValue(field, picked.slice('fixed:'.length)))
          }}
        >
          {typed !== null && <option value="typed">{t('library.choice.typed', { text: typed })}</option>}
          {choiceCodes(field).map((code) => (
            <option key={code} value={`fixed:${code}`}>
              {choiceWord(t, field, code)}
            </option>
          ))}
          {numeric && (
            <option value="number">
              {t(field === 'range' ? 'library.choice.range.metres' : 'library.choice.difficulty.number')}
            </option>
          )}
        </select>
      </label>
      {read.kind === 'number' && (
        <NumberField
          id={`dx-eff-${field}-number-${index}`}
          label={t(field === 'range' ? 'library.field.metres' : 'library.field.number')}
          value={read.value}
          min={0}
          max={CHOICE_NUMBER_MAX}
          onChange={store}
        />
      )}
    </span>
  )
}
