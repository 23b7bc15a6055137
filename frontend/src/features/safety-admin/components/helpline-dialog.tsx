import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AdminHelpline } from '@/lib/api/types';
import { serviceToday } from '@/lib/service-day';
import { toast } from '@/lib/toast';
import { useForm, type TextFields } from '@/lib/use-form';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useAddHelpline } from '../api/add-helpline';
import { useUpdateHelpline } from '../api/update-helpline';
import { helplineBody, validateHelpline, type HelplineValidationKey, type HelplineValues } from './validation';

type Props = {
  open: boolean;
  helpline?: AdminHelpline | undefined;
  /** The position a new helpline starts with: after the last one. */
  nextPosition: number;
  onClose: () => void;
};

/**
 * 'Add helpline' (no `helpline`) or 'Edit helpline': both languages of every text, the number, the day it was
 * last verified, its place in the order and whether it is hidden. Like the other admin dialogs, the form mounts
 * afresh each time it opens.
 */
export function HelplineDialog({ open, helpline, nextPosition, onClose }: Props) {
  const titleId = helpline ? 'edit-helpline-title' : 'add-helpline-title';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <HelplineForm key={helpline?.id ?? 'new'} helpline={helpline} nextPosition={nextPosition} onClose={onClose} titleId={titleId} />
    </Dialog>
  );
}

const values = (h: AdminHelpline | undefined, nextPosition: number, today: string): HelplineValues => ({
  name_en: h?.name_en ?? '',
  name_bn: h?.name_bn ?? '',
  phone: h?.phone ?? '',
  hours_en: h?.hours_en ?? '',
  hours_bn: h?.hours_bn ?? '',
  languages_en: h?.languages_en ?? '',
  languages_bn: h?.languages_bn ?? '',
  description_en: h?.description_en ?? '',
  description_bn: h?.description_bn ?? '',
  verified_on: h?.verified_on ?? today,
  position: String(h?.position ?? nextPosition),
  hidden: h?.hidden ?? false,
});

function HelplineForm({ helpline, nextPosition, onClose, titleId }: Omit<Props, 'open'> & { titleId: string }) {
  const { t } = useTranslation('safety');
  const { t: tc } = useTranslation();
  const handleError = useServerErrorHandler();
  const [today] = useState(() => serviceToday());
  const form = useForm<HelplineValues, HelplineValidationKey>(values(helpline, nextPosition, today), (v) => validateHelpline(v, today));
  const add = useAddHelpline();
  const update = useUpdateHelpline();
  const pending = add.isPending || update.isPending;

  /** A text field wired to the form: the client's rule first, else the server's text, else the hint. */
  const field = (name: TextFields<HelplineValues>, label: string, extra: Partial<TextFieldProps> = {}) => {
    const { errorKeys, serverError, ...rest } = form.field(name);
    const key = errorKeys?.[0];
    const message = key ? t(`validation.${key}`) : serverError;
    return (
      <TextField
        {...rest}
        {...extra}
        label={label}
        error={Boolean(message)}
        helperText={message ?? extra.helperText}
        fullWidth
        margin="dense"
      />
    );
  };

  const submit = form.handleSubmit((v) => {
    const body = helplineBody(v);
    const options = {
      onSuccess: (result: { message: string }) => {
        toast.success(result.message);
        onClose();
      },
      onError: (error: unknown) => void handleError(error, form.setServerErrors),
    };
    if (helpline) update.mutate({ params: { path: { id: helpline.id } }, body }, options);
    else add.mutate({ body }, options);
  });

  const hidden = form.control('hidden');
  const pair = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;
  const bn = { slotProps: { htmlInput: { lang: 'bn' } } } as const;
  const en = { slotProps: { htmlInput: { lang: 'en' } } } as const;
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>{helpline ? t('admin.form.editTitle') : t('admin.form.addTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2">{t('admin.form.bnHint')}</DialogContentText>
        <Box sx={pair}>
          {field('name_en', t('admin.form.nameEn'), { ...en, required: true, autoFocus: true })}
          {field('name_bn', t('admin.form.nameBn'), { ...bn, required: true })}
        </Box>
        <Box sx={pair}>
          {field('phone', t('admin.form.phone'), { required: true, type: 'tel', helperText: t('admin.form.phoneHint') })}
          {field('verified_on', t('admin.form.verifiedOn'), {
            required: true,
            type: 'date',
            helperText: t('admin.form.verifiedHint'),
            slotProps: { inputLabel: { shrink: true }, htmlInput: { max: today } },
          })}
        </Box>
        <Box sx={pair}>
          {field('hours_en', t('admin.form.hoursEn'), en)}
          {field('hours_bn', t('admin.form.hoursBn'), bn)}
        </Box>
        <Box sx={pair}>
          {field('languages_en', t('admin.form.languagesEn'), en)}
          {field('languages_bn', t('admin.form.languagesBn'), bn)}
        </Box>
        <Box sx={pair}>
          {field('description_en', t('admin.form.descriptionEn'), { ...en, multiline: true, minRows: 3 })}
          {field('description_bn', t('admin.form.descriptionBn'), { ...bn, multiline: true, minRows: 3 })}
        </Box>
        <Box sx={{ ...pair, alignItems: 'center' }}>
          {field('position', t('admin.form.position'), { type: 'number', helperText: t('admin.form.positionHint'), slotProps: { htmlInput: { step: 1 } } })}
          <FormControlLabel
            control={<Checkbox checked={hidden.value} onChange={(event) => hidden.onChange(event.target.checked)} />}
            label={t('admin.form.hidden')}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{tc('actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {helpline ? t('admin.form.save') : t('admin.form.add')}
        </Button>
      </DialogActions>
    </form>
  );
}
