import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { FacebookIcon, LinkedInIcon, LinkIcon, WhatsAppIcon, XIcon } from './icons';

type Network = 'facebook' | 'x' | 'linkedin' | 'whatsapp';

/** Each network's own share address: plain links, no third-party script. */
export function shareLinks(url: string, title: string): Record<Network, string> {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  };
}

const icons: Record<Network, ReactElement> = { facebook: <FacebookIcon />, x: <XIcon />, linkedin: <LinkedInIcon />, whatsapp: <WhatsAppIcon /> };

/** Share links at the bottom of a detail page, and 'Copy link'. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('content');
  const links = shareLinks(url, title);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };
  return (
    <Box component="section" aria-labelledby="share-heading" sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider' }}>
      <Typography id="share-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        {t('share.title')}
      </Typography>
      <Box component="ul" aria-label={t('share.label')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {(Object.keys(links) as Network[]).map((network) => (
          <li key={network}>
            <Button
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              size="small"
              startIcon={icons[network]}
              aria-label={t('share.on', { network: t(`share.${network}`) })}
            >
              {t(`share.${network}`)}
            </Button>
          </li>
        ))}
        <li>
          <Button variant="outlined" size="small" startIcon={<LinkIcon />} onClick={() => void copy()}>
            {t('share.copy')}
          </Button>
        </li>
      </Box>
    </Box>
  );
}
