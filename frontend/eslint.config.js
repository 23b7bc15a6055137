// @ts-check
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (eslint-plugin-boundaries), one way only:
 *   app        → features, components, lib, config, locales
 *   features   → its own files, components, lib, config, locales (never another feature, never app)
 *   components → lib, config, locales
 *   lib        → config, locales (none of app, features, components)
 *   config, locales → nothing of the above
 *   testing    → anything (it renders the whole app); only test files may import it
 * Packages from node_modules are allowed everywhere.
 */
const layer = (type) => ({ element: { type } });
const allowTo = (...types) => types.map((type) => ({ to: layer(type) }));
const boundaryPolicies = [
  { allow: { to: { module: { origin: 'external' } } } },
  { allow: { to: { module: { origin: 'core' } } } },
  { from: layer('app'), allow: allowTo('app', 'features', 'components', 'lib', 'config', 'locales') },
  {
    from: layer('features'),
    allow: [
      { to: { element: { type: 'features', captured: { feature: '{{ from.element.captured.feature }}' } } } },
      ...allowTo('components', 'lib', 'config', 'locales'),
    ],
  },
  { from: layer('components'), allow: allowTo('components', 'lib', 'config', 'locales') },
  { from: layer('lib'), allow: allowTo('lib', 'config', 'locales') },
  { from: layer('config'), allow: allowTo('config') },
  { from: layer('locales'), allow: allowTo('locales') },
  { from: layer('testing'), allow: allowTo('testing', 'app', 'features', 'components', 'lib', 'config', 'locales') },
  { from: { file: { categories: 'test' } }, allow: allowTo('testing') },
  { from: { file: { categories: 'entry' } }, allow: [...allowTo('app', 'lib', 'config'), { to: { file: { categories: 'entry' } } }] },
];

const aliasResolver = fileURLToPath(new URL('./scripts/eslint-alias-resolver.cjs', import.meta.url));

export default tseslint.config(
  {
    ignores: ['dist/', 'dist-ssr/', 'node_modules/', 'playwright-report/', 'test-results/', 'src/lib/api/schema.gen.ts', 'src/lib/api/limits.gen.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  reactHooks.configs.flat['recommended-latest'],
  ...pluginQuery.configs['flat/recommended'],
  {
    // An `eslint-disable` that silences nothing is an error, so none outlives its reason.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { project: ['./tsconfig.json', './tsconfig.node.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `onClick={() => void save()}` is how a handler says it does not wait; keep that allowed.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Plain JavaScript (configs, scripts) has no types to check against.
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
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
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app', partialMatch: false },
        { type: 'features', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'components', pattern: 'src/components', partialMatch: false },
        { type: 'lib', pattern: 'src/lib', partialMatch: false },
        { type: 'config', pattern: 'src/config', partialMatch: false },
        { type: 'locales', pattern: 'src/locales', partialMatch: false },
        { type: 'testing', pattern: 'src/testing', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'test', pattern: 'src/**/__tests__/**' },
        // The entry points, the browser's (it mounts the app) and the prerender's, and the global stylesheet.
        { category: 'entry', pattern: ['src/main.tsx', 'src/entry-server.tsx', 'src/index.css'] },
      ],
      // `import x from`, `export … from` and `import()` (the router's lazy pages) all count.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { [aliasResolver]: {}, node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: boundaryPolicies,
          message:
            '{{ from.element.type }} may not import {{ to.element.type }}: app → features → components → lib, and a feature never imports another feature (see eslint.config.js).',
        },
      ],
      // Every file under src/ belongs to a layer, and every import resolves.
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown-dependencies': 'error',
    },
  },
);
