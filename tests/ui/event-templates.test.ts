import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../../src/engine'
import { fillTemplate, templateMismatches } from '../../src/testing/event-templates'

describe('event templates', () => {
  it('fills plain placeholders and leaves unknown ones visible', () => {
    expect(fillTemplate('{{hero}} moves to {{square}}', { hero: 'Page', square: 'c4' })).toBe(
      'Page moves to c4',
    )
    expect(fillTemplate('{{hero}} rolls {{n}}', { hero: 'Page' })).toBe('Page rolls {{n}}')
  })

  it('reports a template that does not reproduce the engine text', () => {
    const events: GameEvent[] = [
      { type: 'x/moved', text: 'Page moves to c4', params: { hero: 'Page', square: 'c4' } },
      { type: 'x/rolled', text: 'Page rolls 7', params: { hero: 'Page', n: 7 } },
      { type: 'x/plain', text: 'No params, no template needed' },
      { type: 'x/orphan', text: 'Has params', params: { a: 1 } },
    ]
    expect(
      templateMismatches(events, {
        'x/moved': '{{hero}} moves to {{square}}',
        'x/rolled': '{{hero}} rolled {{n}}',
      }),
    ).toEqual([
      'x/rolled: template gives "Page rolled 7", engine says "Page rolls 7"',
      'x/orphan: params but no template',
    ])
  })
})
