import { truncate } from '@/lib/format';
import { leadEnd, splitLead } from '@/lib/lead-split';

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

describe('splitLead', () => {
  it('finds the end of the first sentence: full stop, question, or Bangla dari', () => {
    expect(leadEnd('One. Two.')).toBe(4);
    expect(leadEnd('Version 2.5 is out. Yes')).toBe(19);
    expect(leadEnd('অনেক রাত জেগে ছিলাম। তারপর')).toBe(20);
    expect(leadEnd('no stop')).toBe(-1);
  });

  it('emphasises the text up to the first full stop and keeps the rest as body', () => {
    expect(splitLead('<p>Sleep is the base of mood. Keep a steady time.</p><p>More.</p>')).toEqual({
      lead: 'Sleep is the base of mood.',
      body: '<p> Keep a steady time.</p><p>More.</p>',
    });
  });

  it('splits Bangla at the dari', () => {
    expect(splitLead('<p>অনেক রাত জেগে থাকার পর আমি সাহায্য চাইলাম। ধীরে ধীরে ঘুম ফিরে এল।</p>')).toEqual({
      lead: 'অনেক রাত জেগে থাকার পর আমি সাহায্য চাইলাম।',
      body: '<p> ধীরে ধীরে ঘুম ফিরে এল।</p>',
    });
  });

  it('keeps inline markup of the rest of the first paragraph, and drops it when nothing is left', () => {
    expect(splitLead('<p><strong>Hello there.</strong> See <a href="/faq">the FAQ</a>.</p>').body).toBe('<p><strong></strong> See <a href="/faq">the FAQ</a>.</p>');
    expect(splitLead('<p>Only one sentence.</p><p>Second paragraph.</p>')).toEqual({ lead: 'Only one sentence.', body: '<p>Second paragraph.</p>' });
  });

  it('takes the whole first paragraph when it has no full stop, and plain text works too', () => {
    expect(splitLead('<p>A title line</p><p>Body.</p>')).toEqual({ lead: 'A title line', body: '<p>Body.</p>' });
    expect(splitLead('First. Second.')).toEqual({ lead: 'First.', body: 'Second.' });
  });

  it('leaves content that starts with a heading or a list alone', () => {
    expect(splitLead('<h2>Intro.</h2><p>x</p>')).toEqual({ lead: '', body: '<h2>Intro.</h2><p>x</p>' });
    expect(splitLead('')).toEqual({ lead: '', body: '' });
  });
});
