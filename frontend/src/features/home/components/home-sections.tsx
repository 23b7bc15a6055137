import type { ReactNode } from 'react';
import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CtaButton } from '@/components/ui/cta-button';
import { BusinessIcon, FavoriteIcon, ForumIcon, GroupsIcon, LockIcon, PersonIcon, PlaceIcon } from '@/components/ui/icons';
import { SafeImage } from '@/components/ui/safe-image';
import { Section } from '@/components/ui/section';
import { EmptyState } from '@/components/ui/states';
import { HeroIllustration } from './hero-illustration';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/config/paths';

const cardGrid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } } as const;

function Hero() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" aria-labelledby="hero-heading" sx={{ background: 'linear-gradient(180deg, #eaf3f1 0%, #f6f9f8 100%)', py: { xs: 5, md: 10 } }}>
      <Container maxWidth="lg" sx={{ display: 'grid', gap: 4, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' } }}>
        <Box>
          <Typography sx={{ color: 'secondary.main', fontWeight: 700, mb: 1 }}>{t('hero.eyebrow')}</Typography>
          <Typography id="hero-heading" variant="h1" sx={{ color: 'primary.dark', mb: 2 }}>
            {t('hero.title')}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'text.secondary', mb: 4, maxWidth: 600 }}>
            {t('hero.subtitle')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <CtaButton>{t('hero.ctaPrimary')}</CtaButton>
            <Button component={RouterLink} to={paths.personalService.path} variant="outlined" size="large">
              {t('hero.ctaSecondary')}
            </Button>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <HeroIllustration title={t('hero.imageAlt')} />
        </Box>
      </Container>
    </Box>
  );
}

function ServiceCard({ icon, title, body, to }: { icon: ReactElement; title: string; body: string; to: string }) {
  const { t } = useTranslation('home');
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 40 } }} aria-hidden="true">
          {icon}
        </Box>
        <Typography variant="h3" component="h3" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{body}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {/* The service's name in the link's own text (not only its label), so the link says where it goes to anyone reading links alone, a search engine too. */}
        <Button component={RouterLink} to={to}>
          {t('services.learnMore')}
          <span className="visually-hidden">: {title}</span>
        </Button>
      </CardActions>
    </Card>
  );
}

function Difference() {
  const { t } = useTranslation('home');
  const items = [
    { icon: <LockIcon />, title: t('difference.privacyTitle'), body: t('difference.privacyBody') },
    { icon: <ForumIcon />, title: t('difference.languageTitle'), body: t('difference.languageBody') },
    { icon: <PlaceIcon />, title: t('difference.reachTitle'), body: t('difference.reachBody') },
    { icon: <FavoriteIcon />, title: t('difference.affordableTitle'), body: t('difference.affordableBody') },
  ];
  return (
    <Section id="difference" title={t('difference.title')} tinted>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {items.map((item) => (
          <Box key={item.title}>
            <Box sx={{ color: 'secondary.main', '& svg': { fontSize: 36 } }} aria-hidden="true">
              {item.icon}
            </Box>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1.15rem', my: 1 }}>
              {item.title}
            </Typography>
            <Typography color="text.secondary">{item.body}</Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

/**
 * The home page's sections; `faq` is the FAQ teaser, which the FAQ feature renders, and `counsellors` and `blog`
 * render the counsellors (the counsellors feature) and the blog teaser (the articles feature), each given what to
 * show when there is nothing to show.
 */
export function HomeSections({
  faq,
  counsellors,
  blog,
}: {
  faq: ReactNode;
  counsellors: (empty: ReactNode) => ReactNode;
  blog: (empty: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('home');
  useDocumentTitle(undefined);
  return (
    <>
      <Hero />
      <Section id="services" title={t('services.title')} subtitle={t('services.subtitle')}>
        <Box sx={cardGrid}>
          <ServiceCard icon={<PersonIcon />} title={t('services.individualTitle')} body={t('services.individualBody')} to={paths.individualService.path} />
          <ServiceCard icon={<GroupsIcon />} title={t('services.groupTitle')} body={t('services.groupBody')} to={paths.groupService.path} />
          <ServiceCard icon={<BusinessIcon />} title={t('services.organizationTitle')} body={t('services.organizationBody')} to={paths.organizationService.path} />
        </Box>
      </Section>
      <Section id="about" title={t('about.title')} tinted>
        <Box sx={{ maxWidth: 800 }}>
          <Typography sx={{ mb: 2, fontSize: '1.1rem' }}>{t('about.p1')}</Typography>
          <Typography sx={{ fontSize: '1.1rem' }}>{t('about.p2')}</Typography>
        </Box>
      </Section>
      <Difference />
      <Section id="psychologists" title={t('psychologists.title')}>
        {counsellors(<EmptyState title={t('psychologists.comingSoon')} />)}
      </Section>
      <Section id="statistics" title={t('statistics.title')} tinted>
        <EmptyState title={t('statistics.comingSoon')} />
      </Section>
      <Box component="section" aria-labelledby="cta-heading" sx={{ bgcolor: 'primary.dark', color: '#fff', py: { xs: 6, md: 8 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography id="cta-heading" variant="h2" sx={{ mb: 2 }}>
            {t('cta.title')}
          </Typography>
          <Typography sx={{ mb: 4, fontSize: '1.1rem', opacity: 0.95 }}>{t('cta.body')}</Typography>
          <CtaButton sx={{ bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: '#eaf3f1' } }}>{t('cta.button')}</CtaButton>
        </Container>
      </Box>
      <Section id="faq" title={t('faq.title')}>
        {faq}
        <Button component={RouterLink} to={paths.faq.path} sx={{ mt: 2 }}>
          {t('faq.seeAll')}
        </Button>
      </Section>
      <Section id="testimonials" title={t('testimonials.title')} tinted>
        <Box sx={{ display: 'grid', gap: 3, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' } }}>
          <SafeImage src="/images/testimonials.svg" alt={t('testimonials.imageAlt')} width={240} height={160} />
          <Typography color="text.secondary" sx={{ fontSize: '1.1rem' }}>
            {t('testimonials.comingSoon')}
          </Typography>
        </Box>
      </Section>
      <Section id="blog" title={t('blog.title')}>
        {blog(<EmptyState title={t('blog.emptyTitle')} body={t('blog.emptyBody')} />)}
        <Button component={RouterLink} to={paths.blog.path} variant="outlined" sx={{ mt: 3 }}>
          {t('blog.visit')}
        </Button>
      </Section>
    </>
  );
}
