import path from 'node:path';
import { CatalogueError } from '@kavach/rating';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { restrictTree, secureDataDir } from './lib/data-dir.ts';
import { demoBanner } from './lib/demo-banner.ts';
import { loadPincodeDirectory } from './modules/utility/pincode-directory.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  secureDataDir(config.dataDir);
  if (config.mode === 'demo') console.error(`\n${demoBanner(config)}\n`);

  const handle = await openDatabase({
    url: config.databaseUrl,
    migrationUrl: config.migrationDatabaseUrl,
    dataDir: config.dataDir,
    onError: (err) => console.error(`database connection error: ${err.message}`),
  });
  if (handle.driver === 'pglite') restrictTree(path.join(config.dataDir, 'db'));
  let app;
  try {
    app = await buildApp({ config, db: handle.db, singleProcess: handle.driver === 'pglite' });
  } catch (err) {
    // A broken catalogue file is an operator mistake: say which file and what, then stop (issue 3).
    if (err instanceof CatalogueError) {
      console.error(err.message);
      await handle.close();
      process.exit(1);
    }
    throw err;
  }
  // Warm the pincode directory while the server comes up, so the first lookup is fast.
  void loadPincodeDirectory();

  const close = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const database = handle.driver === 'pglite' ? `PGlite in ${config.dataDir}/db` : 'PostgreSQL (DATABASE_URL)';
  const docs = config.mode === 'demo' ? '; API docs: /v1/docs' : '';
  console.log(
    `\nKavach is running (${config.mode} mode): open http://localhost:${port}/  (database: ${database}${docs})\n`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
