import { defineConfig } from 'steiger';
import fsd from '@feature-sliced/steiger-plugin';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // Test files are not part of a slice's public surface.
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/lib/test/**'],
  },
  {
    rules: {
      // While the app is young, many slices have one user; promote or merge them later.
      'fsd/insignificant-slice': 'warn',
    },
  },
]);
