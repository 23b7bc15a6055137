import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ImageFileButton, usePreviewUrl } from '@/components/ui/image-file';
import type { AdminCounsellor } from '@/lib/api/types';
import { toast } from '@/lib/toast';
import { useConfirmation } from '@/lib/use-confirmation';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { photoRequest, useRemoveCounsellorPhoto, useSaveCounsellorPhoto } from '../api/counsellors';
import { nameInitials } from './public-counsellors';

/** A counsellor's photo as a circle of `size` px, else their initials; decorative (the name is always beside it). */
export function CounsellorAvatar({ name, src, size }: { name: string; src: string | null | undefined; size: number }) {
  const circle = { width: size, height: size, borderRadius: '50%', flexShrink: 0 } as const;
  if (src) return <Box component="img" src={src} alt="" aria-hidden="true" sx={{ ...circle, objectFit: 'cover', border: 1, borderColor: 'divider' }} />;
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{ ...circle, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 600, fontSize: size * 0.38 }}
    >
      {nameInitials(name)}
    </Box>
  );
}

type Props = { counsellor: AdminCounsellor | null; onClose: () => void };

/**
 * A counsellor's photo (ADMIN): the current one (or the initials), a file to choose with its preview, "Save photo"
 * (sent as a form; the server keeps a square) and "Remove photo" after a confirmation. The server's message is a
 * toast; a file it refuses shows its text under the picker.
 */
export function CounsellorPhotoDialog({ counsellor, onClose }: Props) {
  return (
    <Dialog open={counsellor !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="counsellor-photo-title">
      {counsellor && <PhotoForm key={counsellor.id} counsellor={counsellor} onClose={onClose} />}
    </Dialog>
  );
}

function PhotoForm({ counsellor, onClose }: { counsellor: AdminCounsellor; onClose: () => void }) {
  const { t } = useTranslation('counsellors');
  const { t: tc } = useTranslation();
  const id = useId();
  const helpId = `${id}-help`;
  const handleError = useServerErrorHandler();
  const save = useSaveCounsellorPhoto();
  const remove = useRemoveCounsellorPhoto();
  const removal = useConfirmation<AdminCounsellor>();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const preview = usePreviewUrl(file);
  const name = counsellor.name_en;
  const current = counsellor.photo_url ?? null;
  const chooseLabel = file || current ? t('photo.chooseAnother') : t('photo.choose');

  const submit = () => {
    if (!file) return;
    save.mutate(photoRequest(counsellor.id, file), {
      onSuccess: (result) => {
        toast.success(result.message);
        onClose();
      },
      onError: (failure) => void handleError<'file'>(failure, (errors) => setError(errors.file)),
    });
  };

  return (
    <>
      <DialogTitle id="counsellor-photo-title">{t('photo.title', { name })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          {preview ? (
            <Box
              component="img"
              src={preview}
              alt={t('photo.previewAlt')}
              sx={{ width: 120, height: 120, borderRadius: '50%', objectFit: 'cover', border: 1, borderColor: 'divider' }}
            />
          ) : current && !file ? (
            <Box component="img" src={current} alt={t('photo.currentAlt', { name })} sx={{ width: 120, height: 120, borderRadius: '50%', objectFit: 'cover' }} />
          ) : (
            <CounsellorAvatar name={name} src={null} size={120} />
          )}
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <ImageFileButton
              label={chooseLabel}
              describedBy={helpId}
              invalid={Boolean(error)}
              onChoose={(chosen) => {
                setFile(chosen);
                setError(undefined);
              }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {file ? t('photo.chosen', { name: file.name }) : current ? t('photo.current') : t('photo.none')}
            </Typography>
          </Box>
        </Box>
        <FormHelperText id={helpId} error={Boolean(error)}>
          {error ?? t('photo.help')}
        </FormHelperText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {current && (
          <Button color="error" onClick={() => removal.ask(counsellor)} disabled={remove.isPending || save.isPending} sx={{ mr: 'auto' }}>
            {t('photo.remove')}
          </Button>
        )}
        <Button onClick={onClose}>{tc('actions.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!file || save.isPending}>
          {t('photo.save')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={removal.target !== null}
        onClose={removal.close}
        id="remove-counsellor-photo"
        title={t('photo.removeTitle')}
        name={name}
        text={t('photo.removeText')}
        confirmLabel={t('photo.remove')}
        onConfirm={() => {
          if (removal.target) remove.mutate({ params: { path: { id: removal.target.id } } }, removal.settle(onClose));
        }}
        pending={remove.isPending}
      />
    </>
  );
}
