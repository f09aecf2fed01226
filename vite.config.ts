import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { keepUsedFontFiles } from './scripts/font-subsets'

/**
 * A strict Content-Security-Policy for production builds: no inline script, no eval, nothing fetched from
 * another origin. (The dev server needs inline scripts for hot reload, so it is added at build time only.)
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

function contentSecurityPolicy(): Plugin {
  return {
    name: 'tabletop-csp',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`,
      ),
  }
}

/** The build's output folder (`--outDir` may move it), for the service worker's font filter. */
let outDir = 'dist'
const rememberOutDir: Plugin = {
  name: 'tabletop-out-dir',
  configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
}

export default defineConfig({
  plugins: [
    react(),
    contentSecurityPolicy(),
    rememberOutDir,
    VitePWA({
      // Registered from src/ui/app/offline.ts, so no inline script is injected (CSP).
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        name: 'Tabletop',
        short_name: 'Tabletop',
        description:
          'A virtual tabletop for local play: Double Cross, Chesswarrior, Frostgrave, Dice Roll Party.',
        theme_color: '#1f2430',
        background_color: '#1f2430',
        display: 'standalone',
        icons: [{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // Of the fonts split by unicode-range, only the files the product's own text needs (scripts/font-subsets.ts).
        manifestTransforms: [keepUsedFontFiles(() => outDir)],
        // Glyphs a player types that our text never uses: cached the first time they are shown.
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.destination === 'font',
            handler: 'CacheFirst',
            options: { cacheName: 'fonts', expiration: { maxEntries: 400 } },
          },
        ],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Fonts stay files: CSP font-src 'self' refuses data: URLs, and the service worker picks font files by name.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
