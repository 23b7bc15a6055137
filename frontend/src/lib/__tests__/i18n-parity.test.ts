// Every catalog file and key must exist in both languages.
const catalogs = import.meta.glob<unknown>('../../locales/*/*.json', { eager: true, import: 'default' });

const jsonFiles = (language: string) =>
  Object.keys(catalogs)
    .filter((path) => path.startsWith(`../../locales/${language}/`))
    .map((path) => path.slice(`../../locales/${language}/`.length))
    .sort();
const load = (language: string, file: string): unknown => catalogs[`../../locales/${language}/${file}`];

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

describe('translation catalogs', () => {
  it('have the same files in English and Bangla', () => {
    expect(jsonFiles('en').length).toBeGreaterThan(0);
    expect(jsonFiles('bn')).toEqual(jsonFiles('en'));
  });

  describe.each(jsonFiles('en'))('%s', (file) => {
    const en = flatten(load('en', file));
    const bn = flatten(load('bn', file));

    it('has every English key in Bangla', () => {
      expect([...en.keys()].filter((k) => !bn.has(k))).toEqual([]);
    });

    it('has no Bangla key missing from English', () => {
      expect([...bn.keys()].filter((k) => !en.has(k))).toEqual([]);
    });

    it('has no empty text', () => {
      expect([...bn.entries()].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
      expect([...en.entries()].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
    });

    it('keeps the same interpolation variables', () => {
      const vars = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();
      const mismatched = [...en.entries()].filter(([k, v]) => JSON.stringify(vars(v)) !== JSON.stringify(vars(bn.get(k) ?? '')));
      expect(mismatched.map(([k]) => k)).toEqual([]);
    });

    it('spells e-mail and log in one way in Bangla (ই-মেইল, লগ ইন)', () => {
      const variants = /ইমেইল|ইমেল|ই-মেল|ই মেইল|(?<!ই-)মেইল|লগইন|লগ-ইন|লগিন|কি-টি/;
      expect([...bn.entries()].filter(([, v]) => variants.test(v)).map(([k]) => k)).toEqual([]);
    });

    it('writes numbers with Bangla digits in Bangla', () => {
      const withLatinDigits = [...bn.entries()].filter(([, v]) => /[0-9]/.test(v.replace(/{{[^}]*}}/g, '')));
      expect(withLatinDigits.map(([k]) => k)).toEqual([]);
    });
  });
});
