import { makeToken } from '@/testing/jwt';
import { serverText } from '@/testing/mocks/http';
import { bandOf, checkInStore, RETAKE_AFTER_DAYS, scoreAnswers, seedCheckIn } from '../check-ins';

// The check-in double answers as the server does (crates/domain/src/safety/check_in.rs,
// crates/application/src/safety/check_ins.rs, crates/http/src/routes/safety/mod.rs); the page's tests rely on it.
type Body = {
  code?: string;
  message?: string;
  data?: { status?: number; errors?: Record<string, string[]>; available_at?: string };
  [key: string]: unknown;
};
const call = async (path: string, { role, body, lang, id }: { role?: 'ADMIN' | 'SUBSCRIBER'; body?: unknown; lang?: string; id?: number } = {}) => {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (role) headers.set('Authorization', `Bearer ${makeToken({ role, id })}`);
  if (lang) headers.set('Accept-Language', lang);
  const init: RequestInit = body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) };
  const response = await fetch(`http://localhost/api/custom/v1/${path}`, init);
  return { status: response.status, body: (await response.json()) as Body };
};
const take = (code: string, answers: unknown, role: 'ADMIN' | 'SUBSCRIBER' = 'SUBSCRIBER') => call(`check-ins/${code}`, { role, body: { answers } });

describe('check-in double', () => {
  it('scores into the published bands, and puts help first on PHQ-9 item 9 or a severe band', () => {
    const phq = [0, 4, 5, 9, 10, 14, 15, 19, 20, 27].map((s) => bandOf('phq9', s));
    expect(phq).toEqual(['minimal', 'minimal', 'mild', 'mild', 'moderate', 'moderate', 'moderately_severe', 'moderately_severe', 'severe', 'severe']);
    const gad = [0, 4, 5, 9, 10, 14, 15, 21].map((s) => bandOf('gad7', s));
    expect(gad).toEqual(['minimal', 'minimal', 'mild', 'mild', 'moderate', 'moderate', 'severe', 'severe']);
    expect(scoreAnswers('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 1])).toEqual({ score: 1, band: 'minimal', help_suggested: true });
    expect(scoreAnswers('phq9', [2, 2, 2, 2, 2, 0, 0, 0, 2])).toEqual({ score: 12, band: 'moderate', help_suggested: true });
    expect(scoreAnswers('gad7', [3, 3, 3, 3, 3, 0, 0])).toEqual({ score: 15, band: 'severe', help_suggested: true });
    expect(scoreAnswers('gad7', [2, 2, 2, 2, 2, 0, 0])).toEqual({ score: 10, band: 'moderate', help_suggested: false });
    expect(scoreAnswers('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 4])).toBeNull();
    expect(scoreAnswers('phq9', [0, 0, 0, 0, 0, 0, 0, 0])).toBeNull();
  });

  it('lists both instruments to either role in the language asked for, Bangla awaiting review', async () => {
    expect((await call('check-ins/instruments')).status).toBe(401);
    const en = await call('check-ins/instruments', { role: 'ADMIN' });
    expect(en.status).toBe(200);
    const phq9 = en.body.phq9 as { code: string; lang: string; title: string; items: string[]; options: unknown[]; bands: unknown[]; awaiting_review: boolean; next_available_at: unknown };
    expect(phq9).toMatchObject({ code: 'phq9', lang: 'en', title: 'PHQ-9: how your mood has been', awaiting_review: false, next_available_at: null });
    expect(phq9.items).toHaveLength(9);
    expect(phq9.options).toEqual([
      { value: 0, label: 'Not at all' },
      { value: 1, label: 'Several days' },
      { value: 2, label: 'More than half the days' },
      { value: 3, label: 'Nearly every day' },
    ]);
    expect(phq9.bands).toEqual([
      { band: 'minimal', min_score: 0, max_score: 4, text: 'Minimal: few signs of depression right now.' },
      expect.objectContaining({ band: 'mild', min_score: 5, max_score: 9 }),
      expect.objectContaining({ band: 'moderate', min_score: 10, max_score: 14 }),
      expect.objectContaining({ band: 'moderately_severe', min_score: 15, max_score: 19 }),
      expect.objectContaining({ band: 'severe', min_score: 20, max_score: 27 }),
    ]);
    const bn = await call('check-ins/instruments', { role: 'SUBSCRIBER', lang: 'bn-BD,en;q=0.5' });
    expect(bn.body.gad7).toMatchObject({ code: 'gad7', lang: 'bn', title: 'জিএডি-৭: আপনি কতটা উদ্বিগ্ন ছিলেন', awaiting_review: true });
    expect((bn.body.gad7 as { bands: { max_score: number }[] }).bands.at(-1)?.max_score).toBe(21);
  });

  it('takes check-ins from subscribers only, and refuses bad answers and unknown instruments as the server does', async () => {
    expect((await call('check-ins/phq9', { body: { answers: [0, 0, 0, 0, 0, 0, 0, 0, 0] } })).status).toBe(401);
    expect(await take('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 0], 'ADMIN')).toMatchObject({ status: 403, body: { code: 'forbidden', message: serverText.forbidden } });
    expect(await take('beck', [0, 0, 0])).toMatchObject({ status: 404, body: { code: 'not_found', message: serverText.instrumentNotFound } });
    for (const bad of [[0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 4], [0, 0, 0, 0, 0, 0, 0, 0, -1], []]) {
      expect(await take('phq9', bad)).toMatchObject({
        status: 400,
        body: { code: 'validation_failed', message: serverText.answersCount, data: { status: 400, errors: { answers: [serverText.answersCount] } } },
      });
    }
    expect(await take('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 1.5])).toMatchObject({ status: 400, body: { code: 'malformed_json', message: serverText.malformedJson } });
    expect(checkInStore.items).toEqual([]);
  });

  it('stores a check-in, then refuses the same instrument for 7 days with when it may be taken next', async () => {
    const taken = await take('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(taken).toMatchObject({ status: 201, body: { id: 1, code: 'phq9', score: 1, band: 'minimal', help_suggested: true } });
    const takenAt = Date.parse(String(taken.body.taken_at));
    const again = await take('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(again).toMatchObject({ status: 409, body: { code: 'check_in_too_soon', message: serverText.checkInTooSoon, data: { status: 409 } } });
    expect(Date.parse(again.body.data?.available_at ?? '')).toBe(takenAt + RETAKE_AFTER_DAYS * 24 * 3600 * 1000);
    // The other instrument is not held back, and the instruments say when the PHQ-9 may be taken next.
    expect((await take('gad7', [0, 0, 0, 0, 0, 0, 0])).status).toBe(201);
    const instruments = await call('check-ins/instruments', { role: 'SUBSCRIBER' });
    expect((instruments.body.phq9 as { next_available_at: string }).next_available_at).toBe(again.body.data?.available_at);
    // Another subscriber's check-ins do not count.
    expect((await call('check-ins/instruments', { role: 'SUBSCRIBER', id: 8 })).body.phq9).toMatchObject({ next_available_at: null });
  });

  it('allows an instrument again once 7 days have passed', async () => {
    seedCheckIn('gad7', [1, 1, 1, 1, 1, 1, 1], RETAKE_AFTER_DAYS + 0.01);
    expect((await take('gad7', [0, 0, 0, 0, 0, 0, 0])).status).toBe(201);
  });

  it("lists only the caller's own check-ins, newest first, by instrument and page, for subscribers only", async () => {
    seedCheckIn('phq9', [1, 1, 1, 1, 1, 1, 1, 1, 0], 21);
    seedCheckIn('gad7', [1, 1, 1, 1, 1, 1, 1], 14);
    seedCheckIn('phq9', [2, 2, 2, 2, 2, 2, 0, 0, 0], 7.5);
    seedCheckIn('phq9', [3, 3, 3, 3, 3, 3, 3, 3, 3], 1, 8);
    expect((await call('check-ins')).status).toBe(401);
    expect((await call('check-ins', { role: 'ADMIN' })).status).toBe(403);

    const all = await call('check-ins', { role: 'SUBSCRIBER' });
    expect(all.body).toMatchObject({ total: 3, page: 1, per_page: 20 });
    expect((all.body.items as { id: number; user_id?: number }[]).map((c) => c.id)).toEqual([3, 2, 1]);
    expect((all.body.items as object[]).every((c) => !('user_id' in c))).toBe(true);

    const phq = await call('check-ins?code=phq9&per_page=1&page=2', { role: 'SUBSCRIBER' });
    expect(phq.body).toMatchObject({ total: 2, page: 2, per_page: 1, items: [{ id: 1, code: 'phq9', score: 8, band: 'mild', help_suggested: false }] });

    expect(await call('check-ins?code=beck', { role: 'SUBSCRIBER' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: serverText.instrumentNotFound, data: { errors: { code: [serverText.instrumentNotFound] } } },
    });
    expect(await call('check-ins?per_page=101', { role: 'SUBSCRIBER' })).toMatchObject({ status: 400, body: { code: 'bad_query', message: serverText.badQuery } });
    expect((await call('check-ins?page=0', { role: 'SUBSCRIBER' })).status).toBe(400);
  });
});
