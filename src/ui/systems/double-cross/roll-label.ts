/**
 * A roll's label in the reader's language, as the dice stage titles a chain: the engine writes labels in
 * English (`Man in black — Dodge`, `Keigo — attack`, `Console`); its log codes (`parseLabel`) say which
 * kind of label it is, and the language's `label-<kind>` template (event-strings.ts) tells it, with the
 * sample cast's names in the reader's words. A label the GM typed stays as written.
 */
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { parseLabel } from './engine'
import { composedTemplate } from '../../app/i18n'
import { sampleParams } from './sample-words'

/** Returns a function giving a roll label in the reader's language (re-made when the language changes). */
export function useRollLabel(): (label: string) => string {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useCallback(
    (label: string) => {
      const { kind, params } = parseLabel(label)
      const template = composedTemplate('double-cross', language, `double-cross/label-${kind}`)
      if (template === undefined) return label
      return i18n.services.interpolator.interpolate(template, sampleParams(params, language), language, {})
    },
    [i18n, language],
  )
}
