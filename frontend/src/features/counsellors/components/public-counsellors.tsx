import { useTranslation } from 'react-i18next';
import { useFollow } from '@/components/ui/list-links';
import { paths } from '@/config/paths';
import type { components } from '@/lib/api/schema.gen';
import { formatNumber } from '@/lib/format';

/**
 * A published counsellor's card in a list (/counsellors, the home page) and their profile (/counsellors/:name/:id),
 * as plain markup. The server draws the same markup into those pages' HTML (crates/http/src/site/counsellors.rs),
 * so they read the same before the app runs and the app's taking the page over changes nothing; both sides' tests
 * read crates/http/src/site/page-cases.json (`counsellors`). Their look is in src/index.css.
 */

export type PublicCounsellor = components['schemas']['PublicCounsellor'];

/** The first character of the name's first two words, in upper case. */
export function nameInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** The bio's paragraphs: split at blank lines, each trimmed, empty ones left out. */
export function bioParagraphs(bio: string): string[] {
  return bio
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The words a card and a profile share, in the page's language. */
function useCounsellorWords() {
  const { t, i18n } = useTranslation('counsellors');
  const language = i18n.resolvedLanguage ?? 'en';
  const languageNames = t('public.languageNames', { returnObjects: true }) as Record<string, string>;
  const modeNames = t('public.modeNames', { returnObjects: true }) as Record<string, string>;
  return {
    t,
    /** Each language's name; a language without one keeps its code. */
    languages: (c: PublicCounsellor) => c.languages.map((code) => languageNames[code] ?? code).join(', '),
    modes: (c: PublicCounsellor) => c.modes.map((mode) => modeNames[mode] ?? mode).join(', '),
    /** The fee in the page's digits, without grouping; 0 is free. */
    fee: (c: PublicCounsellor) => (c.fee_bdt === 0 ? t('public.free') : t('public.feeAmount', { amount: formatNumber(c.fee_bdt, language, { useGrouping: false }) })),
  };
}

/** The photo (the name is beside it, so no alt text), else the name's initials, hidden from screen readers. */
function Photo({ item, large }: { item: PublicCounsellor; large?: boolean }) {
  if (item.photo_url) {
    return large ? (
      <img className="counsellor-photo counsellor-photo--large" alt="" width={160} height={160} decoding="async" src={item.photo_url} />
    ) : (
      <img className="counsellor-photo" alt="" width={96} height={96} loading="lazy" decoding="async" src={item.photo_url} />
    );
  }
  return (
    <span className={large ? 'counsellor-photo counsellor-photo--large counsellor-initials' : 'counsellor-photo counsellor-initials'} aria-hidden="true">
      {nameInitials(item.name)}
    </span>
  );
}

/** The counsellors' cards, each named in a heading of `level` that links to their profile. */
export function CounsellorCards({ items, level }: { items: readonly PublicCounsellor[]; level: 2 | 3 }) {
  const words = useCounsellorWords();
  const follow = useFollow();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <ul className="counsellor-cards">
      {items.map((item) => (
        <li key={item.id} className="counsellor-card">
          <Photo item={item} />
          <div className="counsellor-text">
            <Heading className="counsellor-name">
              <a href={paths.counsellorProfile.to(item.name, item.id)} onClick={follow}>
                {item.name}
              </a>
            </Heading>
            {item.title && <p className="counsellor-title">{item.title}</p>}
            <p className="counsellor-facts">{[words.languages(item), words.modes(item), words.fee(item)].filter(Boolean).join(' · ')}</p>
            <p className="counsellor-next">{item.next_free_text != null ? `${words.t('public.nextFree')}: ${item.next_free_text}` : words.t('public.noneFree')}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Where "Book a session" leads: the appointment screen with the counsellor chosen, through the login page, which passes
 * a signed-in subscriber straight on (RedirectIfAuthenticated) and brings anyone else back after logging in.
 */
export const bookingAddress = (id: number) => `${paths.login.path}?next=${encodeURIComponent(`${paths.appointment.path}?counsellor=${id}`)}`;

/** One counsellor's profile: who they are, how they work, their fee and next free time, their bio, and the way to book. */
export function CounsellorProfile({ item }: { item: PublicCounsellor }) {
  const words = useCounsellorWords();
  const { t } = words;
  const follow = useFollow();
  // Each fact with something to say, in this order.
  const details: Array<[string, string]> = [
    [t('public.languages'), words.languages(item)],
    [t('public.specialities'), item.specialities.join(', ')],
    [t('public.modes'), words.modes(item)],
    [t('public.fee'), words.fee(item)],
    [t('public.nextFree'), item.next_free_text ?? t('public.noneFree')],
  ];
  const bio = bioParagraphs(item.bio);
  return (
    <article className="counsellor-profile">
      <div className="counsellor-head">
        <Photo item={item} large />
        <div className="counsellor-text">
          <h1 className="counsellor-name">{item.name}</h1>
          {item.title && <p className="counsellor-title">{item.title}</p>}
          {item.credentials && <p className="counsellor-credentials">{item.credentials}</p>}
          {item.registration_no != null && <p className="counsellor-registration">{t('public.registration', { number: item.registration_no })}</p>}
        </div>
      </div>
      <dl className="counsellor-details">
        {details
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {bio.length > 0 && (
        <div className="counsellor-bio">
          {bio.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      <p>
        <a className="counsellor-book" href={bookingAddress(item.id)} onClick={follow}>
          {t('public.book')}
        </a>
      </p>
    </article>
  );
}
