// @ts-check
// Lint rules: ESLint's and typescript-eslint's recommended sets (syntax only, no type-aware
// rules, so `npm run lint` stays quick) plus two house rules: the plugin boundary and engine purity.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The game-agnostic layers: they reach a game only through src/games/registry.ts. */
export const AGNOSTIC_LAYERS = ['runner', 'stats', 'report', 'balance', 'cli', 'config'];

/** Engine folders of each game: rules are functions of (state, action, rng), with no clock. */
export const ENGINE_FOLDERS = [
  'rules',
  'effects',
  'state',
  'geometry',
  'content',
  'engine',
  'objectives',
  'scenarios',
  'pilots',
  'ai',
];

const CLOCK_OR_CHANCE =
  'Engines are pure functions of (state, action, rng): use ctx.rng, and no clock.';

export default tseslint.config(
  { ignores: ['dist/**', 'results/**', 'coverage/**', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // The project's boundaries and stubs use `any` at a few JSON and worker edges, and the
      // tests poke at private shapes; typing each of them is a rewrite of its own, not a lint fix.
      '@typescript-eslint/no-explicit-any': 'off',
      // An underscore marks a deliberately unused name (dropping a key by destructuring, a
      // callback's unused parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // TypeScript itself reports undefined names in .ts files (typescript-eslint's advice).
    files: ['**/*.ts'],
    rules: { 'no-undef': 'off' },
  },
  {
    files: AGNOSTIC_LAYERS.map((l) => `src/${l}/**/*.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/games/*/**', '**/games/*/*', '!**/games/registry.js'],
              message:
                'Game-agnostic code reaches a game only through the plugin (src/games/registry.ts, src/core/game-plugin.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Rules reach card text only through the effects registry's typed hooks, never a handler.
    files: ['src/games/*/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/effects/**',
                '!**/effects/registry.js',
                '!**/effects/hook-types.js',
                '!**/effects/active-effects.js',
                '!**/effects/effects-in-play.js',
                '!**/effects/live-effects.js',
                '**/objectives/**',
                '!**/objectives/objective-registry.js',
                '!**/objectives/objective-hooks.js',
              ],
              message:
                'Rules call card effects only through the effects registry (registry, hook types, effects in play).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ENGINE_FOLDERS.map((f) => `src/games/*/${f}/**/*.ts`),
    rules: {
      'no-restricted-globals': ['error', { name: 'Date', message: CLOCK_OR_CHANCE }],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: CLOCK_OR_CHANCE },
        { object: 'performance', property: 'now', message: CLOCK_OR_CHANCE },
        { object: 'Date', property: 'now', message: CLOCK_OR_CHANCE },
        { object: 'crypto', property: 'getRandomValues', message: CLOCK_OR_CHANCE },
        { object: 'crypto', property: 'randomUUID', message: CLOCK_OR_CHANCE },
      ],
    },
  },
);
