import { availableParallelism } from 'node:os';
import { join } from 'node:path';

/**
 * The e2e run starts one server per worker, each with a database and mail folder of its own, so the spec files
 * can run side by side without seeing each other's records. A test talks to its worker's server: `baseURL`
 * (support/fixtures.ts) and the mail folder (support/mail.ts) follow the worker's parallel index.
 *
 * MON_E2E_SERVERS sets how many; by default one per two cores, as a browser and a debug server keep about two
 * busy. On a 2-core machine that is one: two workers there took 112 s for what one took 123 s, and the axe and
 * Lighthouse specs timed out beside another spec.
 */
export const SERVERS = Math.max(1, Number(process.env.MON_E2E_SERVERS ?? Math.floor(availableParallelism() / 2)) || 1);

/** MON_E2E_PORT lets two runs (say, CI and a developer) share a machine; server i listens on the port after it. */
const FIRST_PORT = Number(process.env.MON_E2E_PORT ?? 18080);

export const serverPort = (index: number) => FIRST_PORT + index;
export const serverUrl = (index: number) => `http://127.0.0.1:${serverPort(index)}`;
/** Server i's data directory (SQLite database, mail and text-message files), inside the run's own. */
export const serverDataDir = (index: number) => join(process.env.MON_E2E_DATA_DIR ?? '', `server-${index}`);
/** The server of the worker this code runs in (Playwright numbers its workers 0..workers-1). */
export const workerServer = () => Number(process.env.TEST_PARALLEL_INDEX ?? 0);
