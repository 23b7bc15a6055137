import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function PageHeader({ eyebrow, title, intro }: { eyebrow?: string; title: string; intro?: string }) {
  return (
    <Box sx={{ background: 'linear-gradient(180deg, #eaf3f1 0%, #f6f9f8 100%)', py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        {eyebrow && <Typography sx={{ color: 'secondary.main', fontWeight: 700, mb: 1 }}>{eyebrow}</Typography>}
        <Typography variant="h1" sx={{ color: 'primary.dark', mb: intro ? 2 : 0, maxWidth: 860 }}>
          {title}
        </Typography>
        {intro && <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.15rem' }, color: 'text.secondary', maxWidth: 760 }}>{intro}</Typography>}
      </Container>
    </Box>
  );
}
