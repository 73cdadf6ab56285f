import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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

/**
 * Installable and offline (ADR 0046): the manifest, and a Workbox service worker that
 * precaches the built app, opens the shell for any page offline and waits for the user's
 * Reload before a new version takes over (`prompt`; the app registers it, see app/pwa).
 */
function installable() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // Two manifests in public/, English and Nepali, swapped with the language (app/pwa).
    manifest: false,
    includeAssets: ['manifest.webmanifest', 'manifest.ne.webmanifest', 'icons/*.png'],
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2,svg}'],
      // The MSW worker is for the mock mode only.
      globIgnores: ['mockServiceWorker.js', '**/*.br', '**/*.gz'],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      navigateFallback: '/index.html',
      // Server-made pages and the API are never answered with the shell.
      navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//, /^\/dev\//],
      cleanupOutdatedCaches: true,
      // The first install takes the open page at once, so what it loads next is offline too;
      // a later version waits for Reload (`prompt`).
      clientsClaim: true,
      runtimeCaching: [
        {
          // The patient's own answers kept for reading offline: the appointments list, the
          // prescriptions list and a prescription's PDF, nothing else under /api. Written
          // inline: Workbox copies this function's text into the service worker.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin &&
            /^\/api\/(appointments|patient\/prescriptions|prescriptions\/[^/]+\/pdf)$/.test(
              url.pathname,
            ),
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: 'ujyalo-private',
            expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle (ADR 0048) needs no service worker and no compressed copies.
  plugins: isSsrBuild
    ? [precompileMessages(), react()]
    : [precompileMessages(), react(), tailwindcss(), precompress(), installable()],
  resolve: { tsconfigPaths: true },
  // The server bundle carries its packages: it runs from wherever the build went.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        // `vite build --ssr app/entry-server.tsx` after the app's build (scripts/build.mjs),
        // into its folder (never served).
        outDir: 'dist/.server',
        emptyOutDir: false,
        copyPublicDir: false,
        sourcemap: false,
      }
    : {
        outDir: 'dist',
        // SOURCEMAP=1 for a profile that names the sources (docs/benchmarks.md).
        sourcemap: Boolean(process.env.SOURCEMAP),
        // The manifest lets `npm run size` follow what each page loads.
        manifest: true,
        // A message catalogue is plain data: one the first load does not use stays out of it.
        rolldownOptions: {
          treeshake: { manualPureFunctions: ['defineMessages', 'defineMessage'] },
        },
      },
  // `npm run dev`: the API runs beside Vite on PORT (8080).
  server: {
    proxy: {
      '/api': `http://localhost:${process.env.PORT ?? 8080}`,
      '/socket.io': { target: `http://localhost:${process.env.PORT ?? 8080}`, ws: true },
    },
  },
}));
