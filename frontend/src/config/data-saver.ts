/**
 * The `localStorage` key of the data saver choice (src/lib/data-saver.ts), without imports: the boot
 * script reads it too (vite.config.ts, BOOT_SOURCE), to let the app draw a data saver's page at once.
 */
export const DATA_SAVER_STORAGE_KEY = 'mon-data-saver';
