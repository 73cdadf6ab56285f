import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompileMessages } from './scripts/precompile-messages';

/**
 * Writes .br and .gz beside every text file of the build, so the server sends them
 * compressed without spending CPU per request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  return {
    name: 'ujyalo:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|json|svg|txt)$/.test(file)) continue;
        const full = path.join(dir, file);
        const data = await readFile(full);
        if (data.length < 1024) continue;
        await writeFile(
          `${full}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${full}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [precompileMessages(), react(), tailwindcss(), precompress()],
  resolve: { tsconfigPaths: true },
  // The manifest lets `npm run size` follow what each page loads.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    // A message catalogue is plain data: one the first load does not use stays out of it.
    rolldownOptions: { treeshake: { manualPureFunctions: ['defineMessages', 'defineMessage'] } },
  },
  // `npm run dev`: the API runs beside Vite on PORT (8080).
  server: {
    proxy: {
      '/api': `http://localhost:${process.env.PORT ?? 8080}`,
      '/socket.io': { target: `http://localhost:${process.env.PORT ?? 8080}`, ws: true },
    },
  },
});
