// Bundles the API server for production. Packages stay external (installed by npm ci);
// the @contracts alias is resolved through the server tsconfig.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/src/main.ts', admin: 'server/src/cli/admin.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'server/tsconfig.json',
  logLevel: 'warning',
});
