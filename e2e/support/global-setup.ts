import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium.ts';
import { startServer, type OpsAdmin } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    appSecret: string;
    /** The operations console's first admin (issue 19), made by `npm run ops:create-admin` before the server starts. */
    opsAdmin: OpsAdmin;
    /** A directory the run's browser files share, for what they must not do at once (ops-console.ts). */
    lockDir: string;
  }
}

/** Starts the built app exactly as `npm start` does, on a free port with a throwaway data directory. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('chromiumPath', chromiumPath);
  project.provide('appSecret', server.appSecret);
  project.provide('opsAdmin', server.opsAdmin);
  const lockDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-e2e-locks-'));
  project.provide('lockDir', lockDir);
  return async () => {
    await server.stop();
    fs.rmSync(lockDir, { recursive: true, force: true });
  };
}
