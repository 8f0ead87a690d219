import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = Number(process.env.API_PORT ?? 8081);
const apiTarget = `http://127.0.0.1:${apiPort}`;

// Identifies this build: the persisted query cache uses it as its buster, so a new release drops stale data.
const buildId = process.env.VITE_BUILD_ID ?? new Date().toISOString();

export default defineConfig({
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
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
    modulePreload: false,
  },
});
