import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The notice's version, as the server records it with each consent (`NOTICE_VERSION`). */
export const NOTICE_VERSION = '2026-11-24';

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, color: 'primary.dark', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** /privacy: what Mon keeps, why, for how long, who sees it, and the person's choices, in plain words. */
export function PrivacyNotice() {
  const { t } = useTranslation('privacy');
  useDocumentTitle(t('notice.title'));
  const kept: string[] = t('notice.kept', { returnObjects: true });
  return (
    <>
      <PageHeader title={t('notice.title')} intro={t('notice.intro')} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Part title={t('notice.keptTitle')}>
          <Box component="ul" sx={{ pl: 3, m: 0 }}>
            {kept.map((item) => (
              <Typography component="li" key={item} sx={{ mb: 1 }}>
                {item}
              </Typography>
            ))}
          </Box>
        </Part>
        <Part title={t('notice.whyTitle')}>
          <Typography>{t('notice.why')}</Typography>
        </Part>
        <Part title={t('notice.howLongTitle')}>
          <Typography>{t('notice.howLong')}</Typography>
        </Part>
        <Part title={t('notice.whoTitle')}>
          <Typography>{t('notice.who')}</Typography>
        </Part>
        <Part title={t('notice.rightsTitle')}>
          <Typography>{t('notice.rights')}</Typography>
        </Part>
        <Typography variant="body2" color="text.secondary">
          {t('notice.version', { version: NOTICE_VERSION })}
        </Typography>
      </Container>
    </>
  );
}
