#!/usr/bin/env node
// Fails when src/lib/api/schema.gen.ts or limits.gen.ts is not what `npm run gen:api` would
// produce from ../openapi/openapi.json right now.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderLimits } from './gen-limits.mjs';

const root = join(import.meta.dirname, '..');
const committed = join(root, 'src', 'lib', 'api', 'schema.gen.ts');
const spec = join(root, '..', 'openapi', 'openapi.json');
const dir = mkdtempSync(join(tmpdir(), 'mon-check-api-'));
const fresh = join(dir, 'schema.gen.ts');
try {
  execFileSync(join(root, 'node_modules', '.bin', 'openapi-typescript'), [spec, '-o', fresh], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const expected = readFileSync(fresh, 'utf8');
  let actual;
  try {
    actual = readFileSync(committed, 'utf8');
  } catch {
    actual = null;
  }
  if (actual !== expected) {
    console.error('check:api FAILED: src/lib/api/schema.gen.ts is stale or missing. Run `npm run gen:api` and commit the result.');
    process.exit(1);
  }
  const limits = renderLimits(JSON.parse(readFileSync(spec, 'utf8')));
  let committedLimits;
  try {
    committedLimits = readFileSync(join(root, 'src', 'lib', 'api', 'limits.gen.ts'), 'utf8');
  } catch {
    committedLimits = null;
  }
  if (committedLimits !== limits) {
    console.error('check:api FAILED: src/lib/api/limits.gen.ts is stale or missing. Run `npm run gen:api` and commit the result.');
    process.exit(1);
  }
  console.log('check:api OK: schema.gen.ts and limits.gen.ts match ../openapi/openapi.json');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
