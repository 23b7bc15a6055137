import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormSelectField } from '@/components/ui/form-select-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api/errors';
import type { LearningRequest, LearningResponse } from '@/lib/api/types';
import { toast } from '@/lib/toast';
import { featureMessages, useForm } from '@/lib/use-form';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useAddLearning } from '../api/add-learning';
import { useLearningItem } from '../api/get-learning';
import { useAllCategories } from '@/lib/categories';
import { useUpdateLearning } from '../api/update-learning';
import { FormLayout, FormSkeleton, LoadFailed, parseId } from './form-layout';
import { RichTextField } from './rich-text-field';
import { validateLearning, type ContentValidationKey, type LearningValues } from './validation';

const LIST = paths.admin.learningHub.path;

/** Add (no `id`) or edit a learning-hub item; editing loads it first. */
export function LearningEditor({ id: rawId }: { id?: string | undefined }) {
  const { t } = useTranslation('content-admin');
  if (rawId === undefined) return <LearningForm key="new" />;
  const id = parseId(rawId);
  if (id === null) return <LoadFailed missing missingText={t('learning.missing')} backTo={LIST} onRetry={() => undefined} />;
  return <LearningLoader id={id} />;
}

function LearningLoader({ id }: { id: number }) {
  const { t } = useTranslation('content-admin');
  const item = useLearningItem(id);
  if (item.isError) {
    const missing = toApiError(item.error, '').status === 404;
    return <LoadFailed missing={missing} missingText={t('learning.missing')} backTo={LIST} onRetry={() => void item.refetch()} />;
  }
  if (!item.data) return <FormSkeleton />;
  return <LearningForm key={item.data.id} item={item.data} />;
}

function LearningForm({ item }: { item?: LearningResponse }) {
  const { t } = useTranslation('content-admin');
  const navigate = useNavigate();
  const handleError = useServerErrorHandler();
  const categories = useAllCategories();
  const form = useForm<LearningValues, ContentValidationKey>(
    { title: item?.title ?? '', category: item?.category ?? '', youtube_link: item?.youtube_link ?? '', content: item?.content ?? '' },
    validateLearning,
  );
  const add = useAddLearning();
  const update = useUpdateLearning();

  const { message, textField } = featureMessages(form, (key) => t(`validation.${key}`));

  const onSubmit = form.handleSubmit((values) => {
    const body: LearningRequest = { ...values, title: values.title.trim(), youtube_link: values.youtube_link.trim() };
    const options = {
      onSuccess: (result: { message: string }) => {
        toast.success(result.message);
        void navigate(LIST);
      },
      onError: (error: unknown) => void handleError(error, form.setServerErrors),
    };
    if (item) update.mutate({ params: { path: { id: item.id } }, body }, options);
    else add.mutate({ body }, options);
  });

  const category = form.control('category');
  // The item's category stays choosable while the list loads (or if it was renamed meanwhile).
  const options = categories.data?.items ?? [];
  const known = options.some((c) => c.name === category.value);
  const content = form.control('content');
  return (
    <FormLayout
      title={item ? t('learning.editTitle') : t('learning.addTitle')}
      backTo={LIST}
      submitLabel={item ? t('actions.update') : t('actions.add')}
      pending={add.isPending || update.isPending}
      onSubmit={onSubmit}
    >
      <FormTextField {...textField('title')} label={t('form.title')} required />
      <FormSelectField
        control={category}
        label={t('form.category')}
        required
        message={message('category')}
        helperText={categories.data && options.length === 0 ? t('learning.noCategories') : undefined}
      >
        {!known && category.value && (
          <MenuItem value={category.value}>{item?.category === category.value ? item.category_display : category.value}</MenuItem>
        )}
        {options.map((c) => (
          <MenuItem key={c.id} value={c.name}>
            {c.display_name}
          </MenuItem>
        ))}
      </FormSelectField>
      <FormTextField {...textField('youtube_link')} label={t('form.youtube')} helperText={t('form.youtubeHelp')} required type="url" />
      <RichTextField
        label={t('form.description')}
        value={content.value}
        onChange={content.onChange}
        onBlur={content.onBlur}
        error={message('content')}
        required
      />
    </FormLayout>
  );
}
