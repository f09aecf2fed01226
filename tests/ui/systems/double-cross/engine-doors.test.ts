/**
 * The Double Cross UI reaches the engine through its two doors only: `engine.ts` (the board's) and
 * `engine-vocabulary.ts` (the light one the set-up screen's modules use). A module elsewhere in the folder
 * that imported an engine module itself would slip past both, and past the weight the set-up screen keeps.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(__dirname, '../../../../src')
const UI = join(SRC, 'ui/systems/double-cross')
const ENGINE = join(SRC, 'engine')
const DOORS = ['engine.ts', 'engine-vocabulary.ts']

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )

/** The module specifiers a file imports or re-exports from (static and dynamic). */
const specifiers = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((m) => m[1]!)

describe('the Double Cross UI and the engine', () => {
  it('imports the engine only through engine.ts and engine-vocabulary.ts', () => {
    const strays = sources(UI)
      .filter((file) => !DOORS.includes(relative(UI, file)))
      .flatMap((file) =>
        specifiers(file)
          .filter(
            (s) => s.startsWith('.') && relative(ENGINE, resolve(dirname(file), s)).split('/')[0] !== '..',
          )
          .map((s) => `${relative(UI, file)}: ${s}`),
      )
    expect(strays).toEqual([])
  })

  it('gives the light door nothing but the vocabulary', () => {
    expect(specifiers(join(UI, 'engine-vocabulary.ts'))).toEqual([
      '../../../engine/systems/double-cross/vocabulary',
    ])
  })
})
