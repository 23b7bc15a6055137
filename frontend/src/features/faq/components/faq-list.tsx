import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from '@/components/ui/icons';

export const FAQ_KEYS = ['confidential', 'needIllness', 'howSessions', 'language', 'book', 'crisis', 'organisation'] as const;
export type FaqKey = (typeof FAQ_KEYS)[number];

/**
 * The questions, each a native `<details>`: an answer opens on the first tap whether or not the app
 * has started (the page arrives drawn by the server, and the browser opens it), by keyboard (Enter or
 * Space on the question) and for screen readers (the question is an expandable control).
 */
export function FaqList({ keys = FAQ_KEYS, headingLevel = 'h3' }: { keys?: readonly FaqKey[]; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('faq');
  return (
    <div>
      {keys.map((key) => (
        <Box
          component="details"
          key={key}
          id={`faq-${key}`}
          sx={{
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            '&:not(:last-of-type)': { borderBottom: 0 },
            '&[open] .faq-arrow': { transform: 'rotate(180deg)' },
          }}
        >
          <Box
            component="summary"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              minHeight: 48,
              px: 2,
              py: 1.5,
              cursor: 'pointer',
              listStyle: 'none',
              '&::-webkit-details-marker': { display: 'none' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            <Typography component={headingLevel} sx={{ flex: 1, fontWeight: 600, fontSize: '1.05rem', m: 0 }}>
              {t(`items.${key}.q`)}
            </Typography>
            <ExpandMoreIcon className="faq-arrow" aria-hidden="true" sx={{ color: 'text.secondary', transition: 'transform 150ms' }} />
          </Box>
          <Box sx={{ px: 2, pb: 2 }}>
            <Typography color="text.secondary">{t(`items.${key}.a`)}</Typography>
          </Box>
        </Box>
      ))}
    </div>
  );
}
