import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-plugins/precompress.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    proxy: { '/v1': 'http://localhost:8080', '/healthz': 'http://localhost:8080' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/bench.mjs reads the manifest to measure what each route really loads.
    manifest: true,
    // Every route is its own chunk (lazy); keep the vendor core separate so route chunks stay small.
    rolldownOptions: {
      // zod schemas built at module top level (z.enum(...)) are side-effect free; saying so lets pages that
      // only need a constant list skip the zod runtime entirely.
      treeshake: { manualPureFunctions: ['z'] },
      // Needed by inlineCommonChunks below; the entry's exports are read by nothing.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
          ],
          // Left alone, the modules each set of routes shares become their own chunk: 139 files, half under 1.4 KB,
          // and the quote list fetched 38 of them, each a request and a <link rel=modulepreload> appended in one long
          // task on a phone. Common chunks under 16 KB of source are copied into the chunks that read them (one
          // module state kept by Rolldown's runtime): 13 files for the quote list, +3 KB gzip. Lighthouse (mobile,
          // median of 3, two rounds each): LCP 1.99 → 1.84 s; 3.95 → 3.1 s where the page has no prerendered shell.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
        },
      },
    },
  },
});
