import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = Number(process.env.API_PORT ?? 8081);
const apiTarget = `http://127.0.0.1:${apiPort}`;

// Identifies this build: the persisted query cache uses it as its buster, so a new release drops stale data.
const buildId = process.env.VITE_BUILD_ID ?? new Date().toISOString();

/**
 * Mantine's styles per component instead of its whole stylesheet (37 KB gzip): each component's class map
 * (`@mantine/core/esm/components/<X>/<X>.module.mjs`) imports `@mantine/core/styles/<X>.css`, so a component's
 * CSS lands in the chunk that uses it and a page loads only the styles of the components it renders. The import is
 * appended, so a component's own styles come after those of the components it is built on (UnstyledButton before
 * Button), the order Mantine's documentation asks for.
 */
function mantineStylesPerComponent(): Plugin {
  return {
    name: 'carebook:mantine-styles-per-component',
    transform: {
      filter: { id: /@mantine[\\/]core[\\/]esm[\\/].+\.module\.mjs$/ },
      handler(code, id) {
        return { code: `${code}\nimport '@mantine/core/styles/${basename(id, '.module.mjs')}.css';\n`, map: null };
      },
    },
  };
}

/**
 * `<link rel="modulepreload">` for the files the entry imports statically (rolldown's runtime), so they download
 * beside the entry instead of after it. `build.modulePreload` is off (it would list every lazy chunk's
 * dependencies inside the entry), and with it Vite's own links for the entry.
 */
function preloadEntryImports(): Plugin {
  return {
    name: 'carebook:preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { chunk }) =>
        (chunk?.imports ?? []).map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
    },
  };
}

/**
 * Production builds run on Preact 11's React compatibility layer instead of React DOM (`CAREBOOK_RUNTIME=react npm
 * run build` is the way back to React DOM). Measured (issue 18): business home first-load JS 159.1 -> 102.6 KB gzip,
 * services list -> 105.2 KB, under the 130 / 140 KB goals that React DOM's 62 KB alone puts out of reach
 * (tests/e2e/first-load-budget.spec.ts guards them). The app's code and libraries still import 'react' and
 * 'react-dom'; `src/app/react-on-preact.js` adds what compat lacks or does differently: React 19.2's <Activity>
 * (Mantine 9), the restoring of a controlled field whose change the handler refused (progress-weight's "82.x5"), and
 * effects run in the next task as React's scheduler runs them, not a frame later (a modal's focus return, chains of
 * effects). The whole browser suite passes on it. Development (`vite`, Fast Refresh) and the unit tests
 * (vitest.config.ts) stay on React, which the code is typed against.
 */
const reactOnPreact = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/app/react-on-preact.js', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

const FIRST_LOAD_ROUTES = new Set<string>(['/business/$businessCode/$locationCode', '/business/$businessCode/$locationCode/']);

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' && process.env.CAREBOOK_RUNTIME !== 'react' ? reactOnPreact : [] },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The business frame and home are where a first visit lands: kept in the entry, not one request after it.
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (FIRST_LOAD_ROUTES.has(routeId) ? [] : undefined) },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    mantineStylesPerComponent(),
    preloadEntryImports(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // Generated manifest: the plugin writes manifest.webmanifest, links it from index.html and precaches it.
      manifest: {
        id: '/',
        name: 'Carebook',
        short_name: 'Carebook',
        description: 'Book care, consultations and treatments with your clinic.',
        lang: 'en',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0f766e',
        background_color: '#f4faf9',
        categories: ['health', 'medical'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      // The glob below already finds the icons and the plugin adds the manifest: list each file once.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Catalogue photos are cached at runtime when seen (sw/sw.ts), not downloaded with the shell.
        globIgnores: ['images/catalogue/**'],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  server: {
    proxy: {
      '/graphql': apiTarget,
      '/healthz': apiTarget,
      '/dev': apiTarget,
      '/payments': apiTarget,
      '/calendar': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: which files a route and a language's messages are, for the server's early links on
    // a first visit (server/http/prerender-first-route.ts).
    manifest: true,
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one file: rolldown otherwise splits the modules that lazy
        // routes share with the entry into ~40 small chunks, each one more request after the entry has run and
        // each compressed on its own (14 KB more gzip on the business home).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
}));
