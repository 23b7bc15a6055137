import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';
import { SERVERS, serverDataDir, serverPort, serverUrl } from './e2e/support/servers';

// One fresh data directory per run, with one folder per server (SQLite database and mail files). Workers
// inherit the runner's environment, so they all see the same directory.
process.env.MON_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mon-e2e-'));
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
  // A spec file's tests run in order; the files share out among the workers, each with its own server
  // (e2e/support/servers.ts): one per two cores, as a browser and a server keep about two busy.
  fullyParallel: false,
  workers: SERVERS,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // Worker 0's server; support/fixtures.ts gives each test its own worker's.
    baseURL: serverUrl(0),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: Array.from({ length: SERVERS }, (_, index) => ({
    command: `"${binary}"`,
    url: `${serverUrl(index)}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      MON_BIND: `127.0.0.1:${serverPort(index)}`,
      MON_DATA_DIR: serverDataDir(index),
      MON_PUBLIC_URL: serverUrl(index),
      MON_STATIC_DIR: resolve(root, 'dist'),
      MON_ADMIN_EMAIL: 'admin@mon.test',
      MON_ADMIN_PASSWORD: 'admin-pass-123',
      MON_AUTH_RATE_LIMIT: '1000',
      RUST_LOG: 'warn',
    },
  })),
});
