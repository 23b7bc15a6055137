/// <reference types="vitest/config" />
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { type Catalogs, routesManifest } from './src/config/routes-manifest';

/** Writes `routes.json` beside `index.html`: the routes, who they are for, and their titles (see routes-manifest.ts). */
function routesJson(): Plugin {
  const catalogs = (lang: string) => {
    const dir = new URL(`./src/locales/${lang}/`, import.meta.url);
    return Object.fromEntries(
      readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as unknown]),
    );
  };
  return {
    name: 'mon-routes-json',
    apply: 'build',
    generateBundle() {
      const all: Catalogs = { en: catalogs('en'), bn: catalogs('bn') };
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(routesManifest(all)) });
    },
  };
}

/**
 * Writes a brotli (highest quality) and a gzip copy beside each text asset of the build; the server
 * sends the copy the browser accepts (crates/http/src/spa.rs), so nothing is compressed per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mon-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|html|txt|xml|webmanifest)$/.test(file) || file === 'index.html') continue;
        const path = join(outDir, file);
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), routesJson(), precompress()],
  // The server replaces this placeholder with a fresh nonce in every copy of
  // index.html and in its Content-Security-Policy (crates/http/src/spa.rs).
  html: { cspNonce: '__MON_CSP_NONCE__' },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    manifest: true,
    emptyOutDir: true,
    target: 'es2020',
  },
  test: {
    globals: true,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 15000,
  },
});
