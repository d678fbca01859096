import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What PGlite otherwise reads and compiles afresh in every worker it starts in: its two WebAssembly modules, its files. */
export type CompiledPglite = {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Uint8Array;
};

let compiled: Promise<CompiledPglite> | undefined;
// Node's global WebAssembly, which the project's libraries (no DOM) declare as types only.
const { compile: compileWasm } = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;

/**
 * Compiled once per process and handed to each worker (a WebAssembly module crosses to a worker thread without being
 * compiled again): the test suite opens a few hundred in-memory databases per run, and compiling PostgreSQL's 9 MB
 * of WebAssembly for each was about half of opening one (docs/operations.md#ci).
 */
export function compiledPglite(): Promise<CompiledPglite> {
  compiled ??= (async () => {
    const dist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    const compile = async (file: string) => compileWasm(await fs.readFile(path.join(dist, file)));
    const [pgliteWasmModule, initdbWasmModule, fsBundle] = await Promise.all([
      compile('pglite.wasm'),
      compile('initdb.wasm'),
      fs.readFile(path.join(dist, 'pglite.data')),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Uint8Array(fsBundle) };
  })();
  return compiled;
}
