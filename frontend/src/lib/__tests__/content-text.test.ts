import { truncate } from '@/lib/format';

describe('truncate', () => {
  it('keeps short text as it is', () => {
    expect(truncate('Finding calm', 50)).toBe('Finding calm');
    expect(truncate('  padded  ', 10)).toBe('padded');
    expect(truncate('x'.repeat(50), 50)).toBe('x'.repeat(50));
  });

  it('cuts at the limit and adds an ellipsis, without a space before it', () => {
    expect(truncate('x'.repeat(51), 50)).toBe(`${'x'.repeat(50)}…`);
    expect(truncate('Finding calm after exams', 10)).toBe('Finding ca…');
    expect(truncate('Finding calm after exams', 8)).toBe('Finding…');
  });

  it('counts Bangla letters with their vowel signs as one character', () => {
    // কি = ক + ি: two code points, one letter as a reader sees it.
    expect(truncate('কিকিকি', 2)).toBe('কিকি…');
    expect(truncate('আমার ঘুম ফিরে পাওয়ার গল্প', 30)).toBe('আমার ঘুম ফিরে পাওয়ার গল্প');
  });
});
