import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState, PageSkeleton } from '@/components/ui/states';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { isErrorBody } from '@/lib/api/errors';
import type { AdminCounsellor } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useForm, type TextFields } from '@/lib/use-form';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { listOf, useOwnProfile, useUpdateOwnProfile } from '../api/counsellors';
import { HandedOverList } from './handed-over';
import { OwnSessions } from './own-sessions';

/**
 * /counsellor/dashboard (COUNSELLOR): the counsellor's own profile as people will read it, and the part they keep
 * themselves (both bios, languages, specialities). The rest is the admins': shown, not editable. `children` (the
 * dashboard's week view) come between the profile's card and the list of sessions.
 */
export function OwnProfile({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('counsellors');
  useDocumentTitle(t('own.title'));
  const profile = useOwnProfile();
  if (profile.isPending) return <PageSkeleton />;
  if (profile.isError) {
    const notFound = isErrorBody(profile.error) && profile.error.code === 'not_found';
    return (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        {notFound ? <Typography>{t('own.notFound')}</Typography> : <ErrorState onRetry={() => void profile.refetch()} />}
      </Box>
    );
  }
  return (
    <ProfileForm key={profile.data.id} counsellor={profile.data}>
      {children}
    </ProfileForm>
  );
}

type Values = { bio_en: string; bio_bn: string; languages: string; specialities: string };

function ProfileForm({ counsellor, children }: { counsellor: AdminCounsellor; children?: ReactNode }) {
  const { t, i18n } = useTranslation('counsellors');
  const language = i18n.resolvedLanguage === 'bn' ? 'bn' : 'en';
  const handleError = useServerErrorHandler();
  const update = useUpdateOwnProfile();
  const form = useForm<Values>(
    {
      bio_en: counsellor.bio_en,
      bio_bn: counsellor.bio_bn,
      languages: counsellor.languages.join(', '),
      specialities: counsellor.specialities.join(', '),
    },
    () => ({}),
  );
  const name = language === 'bn' && counsellor.name_bn ? counsellor.name_bn : counsellor.name_en;
  const title = language === 'bn' && counsellor.title_bn ? counsellor.title_bn : counsellor.title_en;

  const field = (key: TextFields<Values>, label: string, extra: Partial<TextFieldProps> = {}) => {
    const { errorKeys: _unused, serverError, ...rest } = form.field(key);
    return <TextField {...rest} {...extra} label={label} error={Boolean(serverError)} helperText={serverError ?? extra.helperText} fullWidth margin="dense" />;
  };

  const submit = form.handleSubmit((v) =>
    update.mutate(
      { body: { bio_en: v.bio_en, bio_bn: v.bio_bn, languages: listOf(v.languages), specialities: listOf(v.specialities) } },
      { onSuccess: (result) => toast.success(result.message), onError: (error) => void handleError(error, form.setServerErrors) },
    ),
  );

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 900 }}>
      <ScreenHeading title={t('own.hello', { name })} intro={t('own.intro')} />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography sx={{ fontWeight: 600 }}>{title || name}</Typography>
        {counsellor.credentials && (
          <Typography variant="body2">
            {t('own.credentials')}: {counsellor.credentials}
          </Typography>
        )}
        <Typography variant="body2">
          {t('own.fee')}: {counsellor.fee_bdt === 0 ? t('own.free') : t('own.taka', { amount: formatNumber(counsellor.fee_bdt, language) })}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }} role="status">
          {counsellor.published ? t('own.published') : t('own.unpublished')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('own.adminPart')}
        </Typography>
      </Paper>
      {children}
      <OwnSessions />
      <HandedOverList />
      <form noValidate onSubmit={submit}>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
          {t('own.title')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {field('bio_en', t('admin.form.bioEn'), { multiline: true, minRows: 4, slotProps: { htmlInput: { lang: 'en' } } })}
          {field('bio_bn', t('admin.form.bioBn'), { multiline: true, minRows: 4, slotProps: { htmlInput: { lang: 'bn' } } })}
          {field('languages', t('admin.form.languages'), { helperText: t('admin.form.languagesHint') })}
          {field('specialities', t('admin.form.specialities'), { helperText: t('admin.form.specialitiesHint') })}
        </Box>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={update.isPending}>
          {t('own.save')}
        </Button>
      </form>
    </Box>
  );
}
