// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries, one-way: app → features → components → lib (config and
 * locales are leaves anyone may use). A feature may not reach into another
 * feature; what two features share belongs in components or lib.
 */
const layer = (name) => [`@/${name}`, `@/${name}/*`, `../**/${name}/*`];
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const restrict = (files, groups, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }] },
});

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'playwright-report/', 'test-results/', 'src/lib/api/schema.gen.ts', 'src/lib/api/limits.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  ...pluginQuery.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Playwright's fixture callback is named `use`; it is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    languageOptions: { globals: { ...globals.vitest } },
  },
  restrict(['src/lib/**'], [...layer('app'), ...layer('features'), ...layer('components')], 'lib is the bottom layer: it imports no app, feature or component code.'),
  restrict(['src/components/**'], [...layer('app'), ...layer('features')], 'Shared components import only lib, config and locales.'),
  ...features.map((name) =>
    restrict(
      [`src/features/${name}/**`],
      [...layer('app'), '@/features/*', `!@/features/${name}`, `!@/features/${name}/**`],
      `A feature does not import the app or another feature; move what ${name} shares into components or lib.`,
    ),
  ),
);
