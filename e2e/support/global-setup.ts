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
  return () => server.stop();
}
