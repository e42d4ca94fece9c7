/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const tsJest = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json', diagnostics: false }],
} satisfies Config['transform'];

/**
 * ESM-only packages (Node 20's require cannot load them) are compiled to
 * CommonJS for Jest; add a package here when a suite meets "Must use import".
 */
const ESM_PACKAGES = ['cookie', 'jose'];
const esmTransform = {
  ...tsJest,
  '^.+\\.m?js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', esModuleInterop: true }, diagnostics: false }],
} satisfies Config['transform'];
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`];

/**
 * Two projects: the SPA (jsdom) and the server + contracts (node).
 * The server project runs on in-memory PGlite by default; scripts/test.sh
 * runs it a second time with TEST_DATABASE_URL pointing at a real PostgreSQL.
 */
const config: Config = {
  cacheDirectory: '<rootDir>/node_modules/.cache/jest',
  // Jest 30 reads testTimeout from the top level only (the server project's own value is ignored).
  // It also bounds set-up hooks: opening and migrating a PGlite took over 30 s on a busy 2-core
  // machine, so the bound is generous; no test asserts how long anything takes.
  testTimeout: 180000,
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: tsJest,
      moduleNameMapper: {
        '\\.module\\.css$': 'identity-obj-proxy',
        '\\.css$': '<rootDir>/src/shared/lib/test/style-stub.cjs',
        '\\.(svg|png|jpg|jpeg|gif|webp|mp4)$': '<rootDir>/src/shared/lib/test/file-stub.cjs',
        '^@/(.*)$': '<rootDir>/src/$1',
        '^@contracts/(.*)$': '<rootDir>/contracts/$1',
      },
      setupFilesAfterEnv: ['<rootDir>/src/shared/lib/test/setup.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/contracts'],
      testMatch: ['**/*.test.ts'],
      transform: esmTransform,
      transformIgnorePatterns,
      moduleNameMapper: {
        '^@contracts/(.*)$': '<rootDir>/contracts/$1',
        '^(\\.{1,2}/.*)\\.js$': '$1',
        // email-providers' entry is an ES module whose default export is its all.json: the tests load that list itself.
        '^email-providers$': 'email-providers/all.json',
      },
    },
  ],
};

export default config;
