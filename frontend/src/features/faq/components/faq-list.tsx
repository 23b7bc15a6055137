import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from '@/components/ui/icons';

export const FAQ_KEYS = ['confidential', 'needIllness', 'howSessions', 'language', 'book', 'crisis', 'organisation'] as const;
export type FaqKey = (typeof FAQ_KEYS)[number];

export function FaqList({ keys = FAQ_KEYS, headingLevel = 'h3' }: { keys?: readonly FaqKey[]; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('faq');
  return (
    <div>
      {keys.map((key) => (
        <Accordion
          key={key}
          disableGutters
          variant="outlined"
          slotProps={{ heading: { component: headingLevel } }}
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`faq-${key}-content`}
            id={`faq-${key}-header`}
          >
            <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
              {t(`items.${key}.q`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${key}-content`}>
            <Typography color="text.secondary">{t(`items.${key}.a`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
