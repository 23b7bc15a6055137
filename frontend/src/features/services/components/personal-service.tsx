import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CheckList } from '@/components/ui/check-list';
import { CtaButton } from '@/components/ui/cta-button';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/config/paths';

/** One screen for /personal-service, /individual-service and /group-service. */
export function PersonalService() {
  const { t, i18n } = useTranslation('services');
  const { pathname } = useLocation();
  useDocumentTitle(t('personal.eyebrow'));
  const highlight = pathname === paths.groupService.path ? 'group' : pathname === paths.individualService.path ? 'individual' : null;
  const cards = [
    {
      id: 'individual',
      title: t('personal.individualTitle'),
      body: t('personal.individualBody'),
      points: [t('personal.individualPoints.one'), t('personal.individualPoints.two'), t('personal.individualPoints.three'), t('personal.individualPoints.four')],
    },
    {
      id: 'group',
      title: t('personal.groupTitle'),
      body: t('personal.groupBody'),
      points: [t('personal.groupPoints.one'), t('personal.groupPoints.two'), t('personal.groupPoints.three'), t('personal.groupPoints.four')],
    },
  ];
  const ordered = highlight === 'group' ? [...cards].reverse() : cards;
  const steps = [
    [t('personal.stepOneTitle'), t('personal.stepOneBody')],
    [t('personal.stepTwoTitle'), t('personal.stepTwoBody')],
    [t('personal.stepThreeTitle'), t('personal.stepThreeBody')],
  ] as const;
  return (
    <>
      <PageHeader eyebrow={t('personal.eyebrow')} title={t('personal.title')} intro={t('personal.intro')} />
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 4, md: 6 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {ordered.map((card) => (
          <Card
            key={card.id}
            id={card.id}
            component="section"
            aria-labelledby={`${card.id}-title`}
            variant="outlined"
            sx={{ borderWidth: highlight === card.id ? 2 : 1, borderColor: highlight === card.id ? 'primary.main' : 'divider' }}
          >
            <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
              <Typography id={`${card.id}-title`} variant="h2" sx={{ fontSize: '1.6rem', color: 'primary.dark', mb: 1.5 }}>
                {card.title}
              </Typography>
              <Typography sx={{ mb: 2.5 }}>{card.body}</Typography>
              <CheckList items={card.points} />
            </CardContent>
          </Card>
        ))}
      </Box>
      <Section id="how" title={t('personal.howTitle')} tinted>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, counterReset: 'step' }}>
          {steps.map(([title, body], index) => (
            <Box component="li" key={title} sx={{ display: 'flex', gap: 2 }}>
              <Box
                aria-hidden="true"
                sx={{ flexShrink: 0, width: 40, height: 40, borderRadius: '50%', bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 700 }}
              >
                {formatNumber(index + 1, i18n.resolvedLanguage ?? 'en')}
              </Box>
              <Box>
                <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary">{body}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
        <CtaButton sx={{ mt: 4 }}>{t('personal.cta')}</CtaButton>
      </Section>
    </>
  );
}
