import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ImageFileButton, usePreviewUrl } from '@/components/ui/image-file';

type Props = {
  /** The image the item has now (on edit), kept unless another file is chosen. */
  currentUrl?: string | undefined;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The message to show (client rule or server text), if any. */
  error?: string | undefined;
  required?: boolean;
};

/**
 * The feature image: a file input for JPEG, PNG, WebP or GIF images with a preview of the chosen one, or of
 * the current one on edit. Another type is refused here with the server's text (the form shows it).
 */
export function ImagePicker({ currentUrl, file, onChange, error, required }: Props) {
  const { t } = useTranslation('content-admin');
  const id = useId();
  const preview = usePreviewUrl(file);
  const shown = preview ?? (file ? null : currentUrl);
  const helpId = `${id}-help`;
  const label = shown ? t('form.changeImage') : t('form.chooseImage');
  return (
    <FormControl fullWidth margin="normal" error={Boolean(error)} required={required} component="fieldset">
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('form.image')}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {shown && (
          <Box
            component="img"
            src={shown}
            alt={t('form.previewAlt')}
            sx={{ width: 200, maxHeight: 140, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        )}
        <Box>
          <ImageFileButton label={label} describedBy={helpId} invalid={Boolean(error)} onChoose={onChange} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {file ? t('form.newImage', { name: file.name }) : currentUrl ? t('form.currentImage') : null}
          </Typography>
        </Box>
      </Box>
      <FormHelperText id={helpId}>{error ?? t('form.imageHelp')}</FormHelperText>
    </FormControl>
  );
}
