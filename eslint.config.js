import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Layers of Feature-Sliced Design, top to bottom. A layer may import only the ones below it. */
const LAYERS = ['app', 'pages', 'widgets', 'features', 'entities', 'shared'];

const layerRule = (layer) => {
  const above = LAYERS.slice(0, LAYERS.indexOf(layer));
  return {
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(above.length
              ? [{ regex: `^@/(${above.join('|')})(/|$)`, message: `${layer} must not import from a higher layer (${above.join(', ')}).` }]
              : []),
            { regex: '^(\\.\\./)+(\\.\\./)?server(/|$)|^server/', message: 'The SPA never imports the server.' },
          ],
        },
      ],
    },
  };
};

export default defineConfig([
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '.tmp/**', 'data/**', 'server/src/db/migrations/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.object.name="describe"][callee.property.name="only"]', message: 'No .only in tests.' },
        { selector: 'CallExpression[callee.object.name="it"][callee.property.name="only"]', message: 'No .only in tests.' },
        { selector: 'CallExpression[callee.object.name="test"][callee.property.name="only"]', message: 'No .only in tests.' },
        { selector: 'CallExpression[callee.property.name="skip"]', message: 'No skipped tests.' },
        { selector: 'CallExpression[callee.name=/^x(it|describe|test)$/]', message: 'No skipped tests.' },
      ],
    },
  },
  ...LAYERS.map(layerRule),
  {
    // A component or hook a reader can hold: past 100 lines, extract its parts.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 100 }] },
  },
  {
    // A module file a reader can hold: a capability that outgrows it becomes parts behind a small facade.
    files: ['server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/|(^|/)src/(app|pages|widgets|features|entities|shared)(/|$)', message: 'The server never imports the SPA (src/).' }] },
      ],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^@/|^(\\.\\./)+(src|server)(/|$)', message: 'contracts/ is shared by client and server and imports neither.' }],
          paths: [
            { name: 'react', message: 'contracts/ has no React.' },
            { name: 'fastify', message: 'contracts/ has no server code.' },
          ],
        },
      ],
    },
  },
]);
