// An import resolver (eslint-module-utils interface 2) for the `@/` alias of tsconfig.json
// (`"@/*": ["src/*"]`), so eslint-plugin-boundaries knows which layer `@/lib/session` is in.
// Everything else is left to the node resolver listed after it in eslint.config.js.
const { existsSync, statSync } = require('node:fs');
const { join } = require('node:path');

const SRC = join(__dirname, '..', 'src');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.json', '.css'];

const isFile = (path) => existsSync(path) && statSync(path).isFile();

function resolve(source) {
  if (!source.startsWith('@/')) return { found: false };
  const base = join(SRC, source.slice(2));
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => join(base, `index${ext}`))];
  const path = candidates.find(isFile);
  return path ? { found: true, path } : { found: false };
}

module.exports = { interfaceVersion: 2, resolve };
