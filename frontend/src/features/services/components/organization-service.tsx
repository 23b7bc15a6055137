import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CheckList } from '@/components/ui/check-list';
import { CtaButton } from '@/components/ui/cta-button';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { useDocumentTitle } from '@/lib/use-document-title';

export function OrganizationService() {
  const { t } = useTranslation('services');
  useDocumentTitle(t('organization.eyebrow'));
  const offers = [
    [t('organization.workshopsTitle'), t('organization.workshopsBody')],
    [t('organization.counsellingTitle'), t('organization.counsellingBody')],
    [t('organization.managersTitle'), t('organization.managersBody')],
    [t('organization.surveysTitle'), t('organization.surveysBody')],
  ] as const;
  return (
    <>
      <PageHeader eyebrow={t('organization.eyebrow')} title={t('organization.title')} intro={t('organization.intro')} />
      <Section id="offer" title={t('organization.offerTitle')}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {offers.map(([title, body]) => (
            <Card key={title} variant="outlined">
              <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
                <Typography variant="h3" gutterBottom>
                  {title}
                </Typography>
                <Typography color="text.secondary">{body}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Section>
      <Section id="process" title={t('organization.processTitle')} tinted>
        <CheckList items={[t('organization.processOne'), t('organization.processTwo'), t('organization.processThree')]} />
        <CtaButton sx={{ mt: 4 }}>{t('organization.cta')}</CtaButton>
      </Section>
    </>
  );
}
