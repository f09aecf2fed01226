/**
 * Checks that a system's English `events.<type>` templates reproduce its engine's log lines exactly, so a
 * translated log says what the engine said. Templates use i18next's plain `{{name}}` placeholders.
 */
import type { GameEvent } from '../engine'

/** Fills `{{name}}` placeholders with params (as i18next does for plain values). */
export function fillTemplate(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

/** Every event whose template, filled with its params, differs from its text (empty when all agree). */
export function templateMismatches(
  events: Iterable<GameEvent>,
  templates: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = []
  for (const event of events) {
    if (!event.params) continue
    // i18next's English plural: a `count` of 1 takes the `_one` form where there is one.
    const template =
      (event.params.count === 1 ? templates[`${event.type}_one`] : undefined) ?? templates[event.type]
    if (template === undefined) {
      problems.push(`${event.type}: params but no template`)
      continue
    }
    const filled = fillTemplate(template, event.params)
    if (filled !== event.text)
      problems.push(`${event.type}: template gives "${filled}", engine says "${event.text}"`)
  }
  return problems
}
