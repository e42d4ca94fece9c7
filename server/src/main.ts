import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedDemo } from './db/seed/demo';
import { openCommandEndpoint, type CommandEndpoint } from './cli/endpoint';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  // Before listening, so the first visitor already sees the demo marketplace. Not part of
  // buildApp: test apps never seed.
  // A failed seed is rolled back as a whole and tried again at the next start; the site still serves.
  // Under a lock every instance respects: instances started together seed once.
  await app.database.withLock('demo-seed', () => seedDemo({ db: app.database.db, storage: app.storage, config })).then(
    (demo) => demo.seeded && app.log.info({ accounts: demo.accounts, ...demo.counts }, 'seeded the demo marketplace (SEED_DEMO=false turns this off)'),
    (error: unknown) => app.log.error({ err: error }, 'seeding the demo marketplace failed'),
  );
  // The signals are taken before the port opens: a SIGTERM as soon as /health answers (a busy machine, an orchestrator)
  // shuts down cleanly instead of ending the process mid-start.
  let commands: Promise<CommandEndpoint | undefined> = Promise.resolve(undefined);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness answers 503 first; a load balancer that checks it stops sending
    // during SHUTDOWN_DELAY_MS, then the server stops taking connections.
    app.lifecycle.closing = true;
    app.log.info({ signal, delayMs: config.shutdownDelayMs }, 'shutting down: not ready, then no new connections, finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownDelayMs + config.shutdownTimeoutMs);
    timer.unref();
    new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs))
      .then(() => commands)
      .then((endpoint) => endpoint?.close())
      .then(() => app.close())
      .then(() => {
        app.log.info('shutdown complete');
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // `npm run admin` runs its commands in this process (cli/endpoint.ts): on 127.0.0.1 only, with a credential in DATA_DIR.
  // Without it the command line opens the database itself, which on PostgreSQL works beside the server. It opens before
  // the port: once /health answers, the command line finds the server.
  commands = openCommandEndpoint(app).catch((error: unknown) => {
    app.log.warn({ err: error }, 'the command endpoint of npm run admin could not open; the command line will open the database itself');
    return undefined;
  });
  const endpoint = await commands;
  await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
    await endpoint?.close();
    throw error;
  });
}

main().catch((error: unknown) => {
  console.error('Khibra server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
