// The story, blog and learning-hub forms' rules, mirroring the server's (crates/domain/src/content/, spec section 5):
// same rules, same texts (the `validation` keys of the content-admin catalog).
import { isImageType } from '@/components/ui/image-file';
import type en from '@/locales/en/content-admin.json';

export type ContentValidationKey = keyof (typeof en)['validation'];
type Errors<F extends string> = Partial<Record<F, readonly ContentValidationKey[]>>;

export const TITLE_MAX = 200;
export const AUTHOR_MAX = 100;

/** Length as the server counts `chars().count()`: code points. */
const charCount = (s: string) => [...s].length;

/** The readable text of rich-text HTML: what is left without tags and entities. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function title(value: string): ContentValidationKey[] {
  const v = value.trim();
  if (!v) return ['titleRequired'];
  return charCount(v) > TITLE_MAX ? ['titleTooLong'] : [];
}

const YOUTUBE_PREFIXES = ['www.youtube.com/embed/', 'youtube.com/embed/', 'www.youtube-nocookie.com/embed/', 'youtube-nocookie.com/embed/', 'youtu.be/'];

/** An embed address (also without `www.`, or on youtube-nocookie.com) or a short link, with an 11-character id. */
export function youtubeLink(value: string): ContentValidationKey[] {
  const v = value.trim();
  if (!v) return ['youtubeRequired'];
  const rest = v.startsWith('https://') ? v.slice(8) : v.startsWith('http://') ? v.slice(7) : null;
  const prefix = rest === null ? undefined : YOUTUBE_PREFIXES.find((p) => rest.startsWith(p));
  if (rest === null || prefix === undefined) return ['youtubeInvalid'];
  const id = rest.slice(prefix.length).split(/[?#]/)[0] ?? '';
  return /^[A-Za-z0-9_-]{11}$/.test(id) ? [] : ['youtubeInvalid'];
}

function collect<F extends string>(rules: Record<F, ContentValidationKey[]>): Errors<F> {
  const errors: Errors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    if (rules[field].length) errors[field] = rules[field];
  }
  return errors;
}

export type ArticleValues = { title: string; content: string; author: string; file: File | null };

/** A new story or post needs an image; on edit the current one stays unless another is chosen. */
export function validateArticle(v: ArticleValues, { hasImage, withAuthor }: { hasImage: boolean; withAuthor: boolean }): Errors<keyof ArticleValues> {
  return collect({
    title: title(v.title),
    content: plainText(v.content) ? [] : ['contentRequired'],
    author: withAuthor && charCount(v.author.trim()) > AUTHOR_MAX ? ['authorTooLong'] : [],
    file: v.file ? (isImageType(v.file.type) ? [] : ['imageType']) : hasImage ? [] : ['imageRequired'],
  });
}

export type LearningValues = { title: string; category: string; youtube_link: string; content: string };

export function validateLearning(v: LearningValues): Errors<keyof LearningValues> {
  return collect({
    title: title(v.title),
    category: v.category ? [] : ['categoryRequired'],
    youtube_link: youtubeLink(v.youtube_link),
    content: plainText(v.content) ? [] : ['descriptionRequired'],
  });
}
