import { useState, type ImgHTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** An image that shows 'Failed to load image' instead of a broken icon. */
export function SafeImage({ alt, style, ...props }: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          minHeight: 120,
          bgcolor: 'grey.100',
          borderRadius: 2,
          p: 2,
        }}
      >
        <Typography color="text.secondary">{t('imageFailed')}</Typography>
      </Box>
    );
  }
  return <img alt={alt} loading="lazy" decoding="async" style={{ maxWidth: '100%', height: 'auto', ...style }} onError={() => setFailed(true)} {...props} />;
}
