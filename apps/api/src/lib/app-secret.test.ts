import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { tempDirForFile } from '../../test/temp-dir.ts';
import { resolveAppSecret } from './app-secret.ts';

const work = tempDirForFile('app-secret');

describe('the demo secret in DATA_DIR', () => {
  it('is made once and read back on the next start, private to the server', () => {
    const dataDir = path.join(work, 'one');
    const first = resolveAppSecret(undefined, dataDir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveAppSecret(undefined, dataDir)).toBe(first);
    expect(fs.statSync(path.join(dataDir, 'app-secret')).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir)).toEqual(['app-secret']);
  });

  it('refuses an empty secret file, saying what to do, rather than signing with nothing', () => {
    const dataDir = path.join(work, 'empty');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'app-secret'), '\n');
    expect(() => resolveAppSecret(undefined, dataDir)).toThrow('app-secret is empty: remove it');
  });

  it('is never made when APP_SECRET is set', () => {
    const dataDir = path.join(work, 'configured');
    expect(resolveAppSecret('from-the-environment', dataDir)).toBe('from-the-environment');
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('is the same for every process of `WORKERS=N` starting at once on a fresh DATA_DIR, and none of them crashes', async () => {
    // Each process is its own Node: the race is between processes, which one thread's calls cannot show. They
    // load this very module (TypeScript compiled as is) and all call it at the same instant.
    const moduleFile = path.join(work, 'app-secret.mjs');
    const source = fs.readFileSync(path.join(import.meta.dirname, 'app-secret.ts'), 'utf8');
    fs.writeFileSync(moduleFile, transformSync(source, { loader: 'ts', format: 'esm' }).code);
    for (let round = 0; round < 5; round += 1) {
      const dataDir = path.join(work, `race-${round}`);
      const at = Date.now() + 1_500;
      const script = `import { resolveAppSecret } from ${JSON.stringify(pathToFileURL(moduleFile).href)};
        while (Date.now() < ${at});
        process.stdout.write(resolveAppSecret(undefined, ${JSON.stringify(dataDir)}));`;
      const runs = await Promise.all(
        Array.from({ length: 6 }, () => {
          const child = spawn(process.execPath, ['--input-type=module', '-e', script]);
          let out = '';
          let err = '';
          child.stdout.on('data', (d: Buffer) => (out += d.toString()));
          child.stderr.on('data', (d: Buffer) => (err += d.toString()));
          // 'close', not 'exit': a process can have exited before its output has reached us.
          return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
            child.once('close', (code) => resolve({ code, out, err })),
          );
        }),
      );
      expect(runs.map((r) => r.err)).toEqual(Array(6).fill(''));
      const secret = fs.readFileSync(path.join(dataDir, 'app-secret'), 'utf8');
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(runs).toEqual(Array(6).fill({ code: 0, out: secret, err: '' }));
      // Nothing half-made is left beside it.
      expect(fs.readdirSync(dataDir)).toEqual(['app-secret']);
    }
  }, 60_000);
});
