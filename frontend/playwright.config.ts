import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';

// One fresh data directory (SQLite database and mail files) per run. Workers
// inherit the runner's environment, so they all see the same directory.
process.env.MON_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mon-e2e-'));

// MON_E2E_PORT lets two runs (say, CI and a developer) share a machine.
const PORT = Number(process.env.MON_E2E_PORT ?? 18080);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const root = import.meta.dirname;
const binary = process.env.MON_BIN ?? resolve(root, '..', 'target', 'debug', 'mon');
if (!existsSync(resolve(root, 'dist', 'index.html'))) {
  throw new Error('frontend/dist is missing: run `npm run build` before `npm run e2e`.');
}
if (!existsSync(binary)) {
  throw new Error(`server binary not found at ${binary}: build it (or set MON_BIN) before \`npm run e2e\`.`);
}

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `"${binary}"`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      MON_BIND: `127.0.0.1:${PORT}`,
      MON_DATA_DIR: process.env.MON_E2E_DATA_DIR,
      MON_PUBLIC_URL: BASE_URL,
      MON_STATIC_DIR: resolve(root, 'dist'),
      MON_ADMIN_EMAIL: 'admin@mon.test',
      MON_ADMIN_PASSWORD: 'admin-pass-123',
      MON_AUTH_RATE_LIMIT: '1000',
      RUST_LOG: 'warn',
    },
  },
});
