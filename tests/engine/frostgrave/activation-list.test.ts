import { describe, expect, it } from 'vitest'
import { selectActivationList } from '../../../src/engine/systems/frostgrave'
import { tableWith } from './helpers'

describe('the activation list', () => {
  it('FG-7.1 / FG-4.9 tells a killed model from one that left the table', () => {
    const s = tableWith({ 'p0-wizard': [10, 10], 'p0-s1': [20, 20], 'p1-wizard': [10, 30] })
    const changed = {
      ...s,
      models: s.models.map((m) =>
        m.id === 'p0-s1'
          ? { ...m, status: 'dead' as const, health: 0 }
          : m.id === 'p1-wizard'
            ? { ...m, status: 'left' as const }
            : m,
      ),
    }
    const status = (id: string) => selectActivationList(changed).find((m) => m.id === id)!.status
    expect(status('p0-s1')).toBe('killed')
    expect(status('p1-wizard')).toBe('off')
    expect(status('p0-wizard')).toBe('waiting')
  })
})
