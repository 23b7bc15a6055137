import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/ui/form-text-field';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { normalizeDigits, validateProfile } from '@/lib/validation';
import { useUpdateUserInfo } from '../api/update-user-info';

type Props = {
  open: boolean;
  onClose: () => void;
  contactNumber: string | null;
  nid: string | null;
};

/**
 * The modal mounts the form each time it opens (MUI unmounts a closed dialog's
 * content), so the form starts from the current profile every time and is never
 * reset under the person's fingers while it is open.
 */
export function EditProfileDialog({ open, onClose, contactNumber, nid }: Props) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-profile-title">
      <EditProfileForm onClose={onClose} contactNumber={contactNumber} nid={nid} />
    </Dialog>
  );
}

function EditProfileForm({ onClose, contactNumber, nid }: Omit<Props, 'open'>) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const handleError = useServerErrorHandler();
  const form = useForm({ contact_number: contactNumber ?? '', nid: nid ?? '' }, validateProfile);
  const update = useUpdateUserInfo();

  const onSubmit = form.handleSubmit((values) => {
    // Bangla digits (০–৯) are valid input; the server is sent ASCII digits.
    const asciiNid = normalizeDigits(values.nid);
    update.mutate(
      { body: { contact_number: normalizeDigits(values.contact_number), nid: asciiNid || null } },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          onClose();
        },
        onError: (error) => handleError(error, form.setServerErrors),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle id="edit-profile-title">{t('editProfile.title')}</DialogTitle>
      <DialogContent>
        <FormTextField
          {...form.field('contact_number')}
          type="tel"
          label={t('editProfile.contactNumber')}
          autoComplete="tel"
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
          required
        />
        <FormTextField
          {...form.field('nid')}
          label={t('editProfile.nid')}
          helperText={t('editProfile.nidHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{tc('actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {update.isPending ? t('editProfile.submitting') : t('editProfile.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
