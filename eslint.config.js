// Lint zones keep the architecture visible: engine → store → ui, and a pure, deterministic engine.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import globals from 'globals'
import { readdirSync } from 'node:fs'

const uiLibraries = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'konva',
  'konva/*',
  'react-konva',
  'react-i18next',
]
const browserLibraries = ['zustand', 'zustand/*', 'idb', 'i18next', 'workbox-window', 'virtual:*']
const testingCode = ['**/testing', '**/testing/**', '**/tests/**', '**/e2e/**']
/**
 * Every system's folder, engine and UI: each gets its own zone below, so a new system's folder is walled off
 * from the others the moment it exists (`tests/registry.test.ts` checks every catalogued system has one).
 */
const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
export const systemIds = [...new Set([...folders('src/engine/systems'), ...folders('src/ui/systems')])].sort()

// Each zone's import restrictions, so that a system's block can add its own to its zone's (a later block
// replaces a rule's options rather than merging them).
const enginePatterns = [
  { group: [...uiLibraries, ...browserLibraries], message: 'The engine is pure TypeScript (STYLE.md).' },
  {
    regex: '^zod(/.*)?$',
    message: "Take z from core/zod.ts: it makes zod jitless (the app's CSP forbids eval).",
  },
  {
    group: ['**/store', '**/store/**', '**/ui', '**/ui/**', ...testingCode],
    message: 'Imports flow engine → store → ui: the engine imports neither.',
  },
]
// The engine's index registers every system: the app imports `engine/base` and one system's folder at a
// time, so each screen downloads only the system it shows (types may come from anywhere: they are erased).
// (In the UI `../engine` is a system's own engine.ts, so the index is two or more levels up.)
const engineIndex = (levels) => ({
  regex: `^(\\.\\./){${levels},}engine$`,
  allowTypeImports: true,
  message:
    "Import engine/base or the system's own engine folder: the index pulls every system into the chunk.",
})
// Konva's and react-konva's main entries register every shape and filter: boards take Konva from
// src/ui/canvas/konva-core.ts (react-konva from konva.ts), which registers only the shapes they draw (types
// may come from anywhere).
const konvaEntries = {
  regex: '^(react-)?konva$',
  allowTypeImports: true,
  message:
    'Take Konva from src/ui/canvas/konva-core.ts, with react-konva from konva.ts (only the shapes the boards draw).',
}
const uiPatterns = [
  { group: testingCode, message: 'Production code never imports the testing helpers.' },
  engineIndex(2),
  konvaEntries,
]

/** One room per system: a system's folder (engine or UI) never reaches into another system's. */
const systemZones = (zone, patterns) =>
  systemIds.map((id) => ({
    files: [`src/${zone}/systems/${id}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...patterns,
            {
              group: systemIds
                .filter((other) => other !== id)
                .flatMap((other) => [`**/${other}`, `**/${other}/**`]),
              message: `One folder per system: ${id} does not import another system's code; share it from core/ or the shared UI folders.`,
            },
          ],
        },
      ],
    },
  }))

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'test-results', 'playwright-report', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['tests/**', 'e2e/**', 'bench/**', '*.config.*', 'scripts/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The engine is pure and deterministic (STYLE.md): no UI, store or browser code, no ambient randomness or time.
    files: ['src/engine/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: enginePatterns,
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'indexedDB', 'fetch', 'performance'].map(
          (name) => ({
            name,
            message: 'The engine has no DOM or platform access.',
          }),
        ),
        ...['setTimeout', 'setInterval', 'requestAnimationFrame', 'queueMicrotask'].map((name) => ({
          name,
          message: 'No timers in the engine: rules are pure functions.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Draw from the injected DiceSource.' },
        { object: 'Date', property: 'now', message: 'Time comes from the store clock, not the engine.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date']",
          message: 'Time comes from the store clock, not the engine.',
        },
      ],
    },
  },
  {
    // No import cycles in the engine (issue #29): a cycle hides which rule depends on which, and breaks a
    // module's initialisation order. Type-only imports are erased, so the rule ignores them. Scoped to the
    // engine and resolved by the plugin's own resolver (relative imports of .ts files, no tsconfig paths) so
    // the whole lint stays fast; no-unresolved makes sure no import escapes the cycle check unresolved.
    files: ['src/engine/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-unresolved': 'error',
    },
  },
  {
    files: ['src/store/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: uiLibraries,
              message: 'The store drives the engine; it never imports UI or canvas code.',
            },
            { group: ['**/ui', '**/ui/**', ...testingCode], message: 'Imports flow engine → store → ui.' },
            engineIndex(1),
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: uiPatterns }],
    },
  },
  ...systemZones('engine', enginePatterns),
  ...systemZones('ui', uiPatterns),
)
