import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AdminCounsellor, MeetingMode } from '@/lib/api/types';
import { toast } from '@/lib/toast';
import { useForm, type TextFields } from '@/lib/use-form';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { changeOf, listOf, useInviteCounsellor, useUpdateCounsellor } from '../api/counsellors';

const MODES: MeetingMode[] = ['video', 'phone', 'in_person'];

type Values = {
  username: string;
  email: string;
  contact_number: string;
  name_en: string;
  name_bn: string;
  title_en: string;
  title_bn: string;
  credentials: string;
  registration_no: string;
  languages: string;
  specialities: string;
  fee_bdt: string;
  max_clients: string;
  bio_en: string;
  bio_bn: string;
  published: boolean;
  video: boolean;
  phone: boolean;
  in_person: boolean;
};

const valuesOf = (c: AdminCounsellor | undefined): Values => ({
  username: c?.username ?? '',
  email: c?.email ?? '',
  contact_number: c?.contact_number ?? '',
  name_en: c?.name_en ?? '',
  name_bn: c?.name_bn ?? '',
  title_en: c?.title_en ?? '',
  title_bn: c?.title_bn ?? '',
  credentials: c?.credentials ?? '',
  registration_no: c?.registration_no ?? '',
  languages: (c?.languages ?? ['bn']).join(', '),
  specialities: (c?.specialities ?? []).join(', '),
  fee_bdt: String(c?.fee_bdt ?? 0),
  max_clients: String(c?.max_clients ?? 30),
  bio_en: c?.bio_en ?? '',
  bio_bn: c?.bio_bn ?? '',
  published: c?.published ?? false,
  video: c ? c.modes.includes('video') : true,
  phone: c ? c.modes.includes('phone') : true,
  in_person: c ? c.modes.includes('in_person') : true,
});

type Props = { open: boolean; counsellor?: AdminCounsellor | undefined; onClose: () => void };

/**
 * 'Invite a counsellor' (no `counsellor`: the account's names and both names) or 'Edit the profile' (every field the
 * admins keep). The server checks every rule and names each broken field; the form shows its texts beside the field.
 */
export function CounsellorDialog({ open, counsellor, onClose }: Props) {
  const titleId = counsellor ? 'edit-counsellor-title' : 'invite-counsellor-title';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <CounsellorForm key={counsellor?.id ?? 'new'} counsellor={counsellor} onClose={onClose} titleId={titleId} />
    </Dialog>
  );
}

function CounsellorForm({ counsellor, onClose, titleId }: Omit<Props, 'open'> & { titleId: string }) {
  const { t } = useTranslation('counsellors');
  const { t: tc } = useTranslation();
  const handleError = useServerErrorHandler();
  const form = useForm<Values>(valuesOf(counsellor), () => ({}));
  const invite = useInviteCounsellor();
  const update = useUpdateCounsellor();
  const pending = invite.isPending || update.isPending;

  const field = (name: TextFields<Values>, label: string, extra: Partial<TextFieldProps> = {}) => {
    const { errorKeys: _unused, serverError, ...rest } = form.field(name);
    return (
      <TextField
        {...rest}
        {...extra}
        label={label}
        error={Boolean(serverError)}
        helperText={serverError ?? extra.helperText}
        fullWidth
        margin="dense"
      />
    );
  };
  const check = (name: 'published' | MeetingMode, label: string) => {
    const control = form.control(name);
    return <FormControlLabel control={<Checkbox checked={control.value} onChange={(event) => control.onChange(event.target.checked)} />} label={label} />;
  };

  const submit = form.handleSubmit((v) => {
    const options = {
      onSuccess: (result: { message: string }) => {
        toast.success(result.message);
        onClose();
      },
      onError: (error: unknown) => void handleError(error, form.setServerErrors),
    };
    if (!counsellor) {
      invite.mutate(
        { body: { username: v.username, email: v.email, contact_number: v.contact_number, ...changeOf({ name_en: v.name_en, name_bn: v.name_bn }) } },
        options,
      );
      return;
    }
    update.mutate(
      {
        params: { path: { id: counsellor.id } },
        body: {
          name_en: v.name_en,
          name_bn: v.name_bn,
          title_en: v.title_en,
          title_bn: v.title_bn,
          credentials: v.credentials,
          registration_no: v.registration_no,
          languages: listOf(v.languages),
          specialities: listOf(v.specialities),
          modes: MODES.filter((m) => v[m]),
          fee_bdt: Number(v.fee_bdt),
          max_clients: Number(v.max_clients),
          bio_en: v.bio_en,
          bio_bn: v.bio_bn,
          published: v.published,
        },
      },
      options,
    );
  });

  const pair = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;
  const bn = { slotProps: { htmlInput: { lang: 'bn' } } } as const;
  const en = { slotProps: { htmlInput: { lang: 'en' } } } as const;
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>{counsellor ? t('admin.form.editTitle') : t('admin.form.inviteTitle')}</DialogTitle>
      <DialogContent>
        {!counsellor && (
          <>
            <DialogContentText variant="body2">{t('admin.form.inviteHint')}</DialogContentText>
            <Box sx={pair}>
              {field('username', t('admin.form.username'), { required: true, autoFocus: true, autoComplete: 'off' })}
              {field('email', t('admin.form.email'), { required: true, type: 'email', autoComplete: 'off' })}
            </Box>
            {field('contact_number', t('admin.form.contactNumber'), { required: true, type: 'tel' })}
          </>
        )}
        <Box sx={pair}>
          {field('name_en', t('admin.form.nameEn'), { ...en, required: true, autoFocus: Boolean(counsellor) })}
          {field('name_bn', t('admin.form.nameBn'), { ...bn, required: true })}
        </Box>
        {counsellor && (
          <>
            <Box sx={pair}>
              {field('title_en', t('admin.form.titleEn'), { ...en, helperText: t('admin.form.titleHint') })}
              {field('title_bn', t('admin.form.titleBn'), bn)}
            </Box>
            <Box sx={pair}>
              {field('credentials', t('admin.form.credentials'), { helperText: t('admin.form.credentialsHint') })}
              {field('registration_no', t('admin.form.registrationNo'))}
            </Box>
            <Box sx={pair}>
              {field('languages', t('admin.form.languages'), { helperText: t('admin.form.languagesHint') })}
              {field('specialities', t('admin.form.specialities'), { helperText: t('admin.form.specialitiesHint') })}
            </Box>
            <Box sx={pair}>
              {field('fee_bdt', t('admin.form.fee'), { type: 'number', slotProps: { htmlInput: { min: 0, step: 1 } } })}
              {field('max_clients', t('admin.form.maxClients'), { type: 'number', slotProps: { htmlInput: { min: 1, step: 1 } } })}
            </Box>
            <FormGroup row sx={{ mt: 1 }} role="group" aria-labelledby="counsellor-modes">
              <FormLabel id="counsellor-modes" sx={{ width: '100%' }}>
                {t('admin.form.modes')}
              </FormLabel>
              {MODES.map((m) => (
                <span key={m}>{check(m, t(`admin.modes.${m}`))}</span>
              ))}
            </FormGroup>
            <Box sx={pair}>
              {field('bio_en', t('admin.form.bioEn'), { ...en, multiline: true, minRows: 3 })}
              {field('bio_bn', t('admin.form.bioBn'), { ...bn, multiline: true, minRows: 3 })}
            </Box>
            {check('published', t('admin.form.published'))}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{tc('actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {counsellor ? t('admin.form.save') : t('admin.form.send')}
        </Button>
      </DialogActions>
    </form>
  );
}
