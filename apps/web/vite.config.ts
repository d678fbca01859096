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
      output: {
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//.test(id))
            return 'vendor-react';
          return undefined;
        },
      },
    },
  },
});
