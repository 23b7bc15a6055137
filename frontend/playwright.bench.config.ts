import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `make bench`'s browser measurements (e2e/*.bench.ts): the e2e setup, other files. */
export default defineConfig({ ...base, testMatch: '**/*.bench.ts', reporter: [['list']] });
