import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// frontend/README.md is the map of the web app: each folder under src/features/ has its row there.
const root = join(import.meta.dirname, '..', '..', '..');

describe('the web app README', () => {
  it('lists every feature folder, and no folder that is gone', () => {
    const folders = readdirSync(join(root, 'src', 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const listed = [...readFileSync(join(root, 'README.md'), 'utf8').matchAll(/^\| `([a-z-]+)\/` \|/gm)].map((m) => m[1]).sort();
    expect(folders.length).toBeGreaterThan(0);
    expect(listed).toEqual(folders);
  });
});
