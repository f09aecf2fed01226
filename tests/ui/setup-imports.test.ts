/**
 * Issue #14: a set-up screen downloads only what it shows. What a system's UI entry (`index.tsx`) imports
 * statically is what the set-up screen fetches before its form, so it must stop short of the engine's rules
 * and schemas (zod) and of the board's panels: those load with the table (`board.ts`, `View.tsx`) or on
 * "Create" and a hero-set file (dynamic `import()`, which this walk does not follow). `import type` is
 * erased; every other import is kept (verbatimModuleSyntax), so it counts. A board, likewise, statically
 * reaches only what a table shows when it opens.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** The specifiers a module imports or re-exports at run time (no `import type`, no dynamic import). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const out: string[] = []
  for (const s of source.statements) {
    if (ts.isImportDeclaration(s) && !s.importClause?.isTypeOnly)
      out.push((s.moduleSpecifier as ts.StringLiteral).text)
    else if (ts.isExportDeclaration(s) && s.moduleSpecifier && !s.isTypeOnly)
      out.push((s.moduleSpecifier as ts.StringLiteral).text)
  }
  return out
}

function resolveFile(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier)
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync)
  return found ?? (existsSync(base) ? base : null)
}

/** Every source file (relative to the project) and package a module reaches through static imports. */
function reach(entry: string): Set<string> {
  const seen = new Set<string>()
  const queue = [join(ROOT, entry)]
  while (queue.length) {
    const file = queue.pop()!
    const name = relative(ROOT, file)
    if (seen.has(name)) continue
    seen.add(name)
    if (!/\.tsx?$/.test(file)) continue
    for (const specifier of staticImports(file)) {
      const target = resolveFile(file, specifier)
      if (target) queue.push(target)
      else if (!specifier.startsWith('.')) seen.add(specifier)
    }
  }
  return seen
}

const DX_ENGINE = 'src/engine/systems/double-cross/'
const CW_ENGINE = 'src/engine/systems/chesswarrior/'

describe('Double Cross set-up screen', () => {
  const reached = reach('src/ui/systems/double-cross/index.tsx')

  it('has its form and the words of its strings', () => {
    expect(reached).toContain('src/ui/systems/double-cross/panels/NewGame.tsx')
    expect(reached).toContain('src/ui/systems/double-cross/engine-vocabulary.ts')
    expect(reached).toContain(`${DX_ENGINE}vocabulary.ts`)
  })

  it('leaves the session module, its schema and the board to the table', () => {
    for (const file of [
      `${DX_ENGINE}index.ts`,
      `${DX_ENGINE}session.ts`,
      `${DX_ENGINE}schema.ts`,
      `${DX_ENGINE}describe.ts`,
      `${DX_ENGINE}rules/attack.ts`,
      `${DX_ENGINE}rules/sheet.ts`,
      'src/engine/core/zod.ts',
      'src/ui/systems/double-cross/engine.ts',
      'src/ui/systems/double-cross/board.ts',
      'src/ui/systems/double-cross/View.tsx',
      'src/ui/systems/double-cross/panels/GmPanel.tsx',
    ])
      expect(reached, file).not.toContain(file)
  })
})

describe('Double Cross board', () => {
  // What a table fetches when it opens: the view and the GM panel's first tab. The other tabs and the forms
  // behind a button come with `panels/deferred.tsx` when the GM reaches them.
  const reached = reach('src/ui/systems/double-cross/board.ts')
  const PANELS = 'src/ui/systems/double-cross/panels/'

  it('has the console and the characters tab', () => {
    for (const file of ['View.tsx', 'panels/Console.tsx', 'panels/Tracker.tsx'])
      expect(reached).toContain(`src/ui/systems/double-cross/${file}`)
  })

  it('leaves the animator and Konva until the first roll', () => {
    for (const file of ['canvas/Animator.tsx', 'canvas/chain-scene.ts', 'canvas/gauge-scene.ts'])
      expect(reached, file).not.toContain(`src/ui/systems/double-cross/${file}`)
    expect(reached).not.toContain('src/ui/canvas/konva-core.ts')
  })

  it('draws the animator with Konva alone, without react-konva and its reconciler', () => {
    const animator = reach('src/ui/systems/double-cross/canvas/Animator.tsx')
    expect(animator).toContain('src/ui/canvas/konva-core.ts')
    expect(animator).toContain('konva/lib/Core')
    expect(animator).not.toContain('src/ui/canvas/konva.ts')
    expect([...animator].filter((name) => name.startsWith('react-konva'))).toEqual([])
  })

  it('leaves the other tabs, the character and check forms and the odds chart until they are reached', () => {
    for (const file of [
      'CombatPanel.tsx',
      'AttackForm.tsx',
      'LibraryPanel.tsx',
      'SessionFlow.tsx',
      'AfterGameForm.tsx',
      'OpposedForm.tsx',
      'BonusTable.tsx',
      'CharacterForm.tsx',
      'CheckForm.tsx',
      'OddsPreview.tsx',
    ])
      expect(reached, file).not.toContain(PANELS + file)
  })
})

describe('Chesswarrior set-up screen', () => {
  const reached = reach('src/ui/systems/chesswarrior/index.tsx')
  const form = reach('src/ui/systems/chesswarrior/panels/NewGame.tsx')

  it('has the roster, the table-rule defaults and who acts', () => {
    expect(form).toContain(`${CW_ENGINE}defaults.ts`)
    expect(form).toContain(`${CW_ENGINE}data/heroes.ts`)
    expect(reached).toContain(`${CW_ENGINE}acting.ts`)
  })

  it('leaves the rules, the hero-set schema and the board to the table (or to a hero-set file)', () => {
    for (const modules of [reached, form]) {
      const engine = [...modules].filter((f) => f.startsWith(CW_ENGINE))
      expect(engine.filter((f) => !/(defaults|acting|board|types|cards|data\/heroes)\.ts$/.test(f))).toEqual(
        [],
      )
      expect(modules).not.toContain('src/engine/core/zod.ts')
      expect(modules).not.toContain('src/ui/systems/chesswarrior/View.tsx')
    }
  })

  it('fetches the form only on the set-up screen (lazy), never with the board', () => {
    expect(reached).not.toContain('src/ui/systems/chesswarrior/panels/NewGame.tsx')
  })
})
