import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormTextField } from '@/components/ui/form-text-field';
import { toApiError } from '@/lib/api/errors';
import type { ArticleResponse } from '@/lib/api/types';
import { toast } from '@/lib/toast';
import { featureMessages, useForm } from '@/lib/use-form';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useAddPost } from '../api/add-post';
import { useAddStory } from '../api/add-story';
import { articleFormData, type ArticleFormFields } from '../api/article-form-data';
import { postQueryOptions } from '../api/get-post';
import { storyQueryOptions } from '../api/get-story';
import { useUpdatePost } from '../api/update-post';
import { useUpdateStory } from '../api/update-story';
import { articleKinds, type ArticleKind } from './article-kind';
import { FormLayout, FormSkeleton, LoadFailed, parseId } from './form-layout';
import { ImagePicker } from './image-picker';
import { RichTextField } from './rich-text-field';
import { validateArticle, type ArticleValues, type ContentValidationKey } from './validation';

/**
 * Add (no `id`) or edit a story or blog post. Editing loads the item first (a skeleton meanwhile; a clear
 * message when it does not exist).
 */
export function ArticleEditor({ kind, id: rawId }: { kind: ArticleKind; id?: string | undefined }) {
  const { t } = useTranslation('content-admin');
  const config = articleKinds[kind];
  const id = parseId(rawId);
  const editing = rawId !== undefined;
  // One observer per kind (their keys' types differ); only this screen's kind ever fetches.
  const story = useQuery({ ...storyQueryOptions(id ?? 0), enabled: editing && id !== null && kind === 'story' });
  const post = useQuery({ ...postQueryOptions(id ?? 0), enabled: editing && id !== null && kind === 'post' });
  const item = kind === 'story' ? story : post;

  if (!editing) return <ArticleForm key="new" kind={kind} />;
  if (id === null || item.isError) {
    const missing = id === null || toApiError(item.error, '').status === 404;
    return <LoadFailed missing={missing} missingText={t(`${config.section}.missing`)} backTo={config.listPath} onRetry={() => void item.refetch()} />;
  }
  if (!item.data) return <FormSkeleton />;
  return <ArticleForm key={item.data.id} kind={kind} article={item.data} />;
}

function ArticleForm({ kind, article }: { kind: ArticleKind; article?: ArticleResponse }) {
  const { t } = useTranslation('content-admin');
  const config = articleKinds[kind];
  const navigate = useNavigate();
  const handleError = useServerErrorHandler();
  const form = useForm<ArticleValues, ContentValidationKey>(
    { title: article?.title ?? '', content: article?.content ?? '', author: article?.author ?? '', file: null },
    (values) => validateArticle(values, { hasImage: Boolean(article), withAuthor: config.withAuthor }),
  );
  const addStory = useAddStory();
  const updateStory = useUpdateStory();
  const addPost = useAddPost();
  const updatePost = useUpdatePost();
  const pending = addStory.isPending || updateStory.isPending || addPost.isPending || updatePost.isPending;

  const { message, textField } = featureMessages(form, (key) => t(`validation.${key}`));

  const onSubmit = form.handleSubmit((values) => {
    const body: ArticleFormFields = {
      title: values.title.trim(),
      content: values.content,
      ...(config.withAuthor ? { author: values.author.trim() } : {}),
    };
    const bodySerializer = (fields: ArticleFormFields) => articleFormData(fields, values.file);
    const options = {
      onSuccess: (result: { message: string }) => {
        toast.success(result.message);
        void navigate(config.listPath);
      },
      onError: (error: unknown) => void handleError(error, form.setServerErrors),
    };
    if (kind === 'story') {
      if (article) updateStory.mutate({ params: { path: { id: article.id } }, body, bodySerializer }, options);
      else addStory.mutate({ body, bodySerializer }, options);
    } else if (article) {
      updatePost.mutate({ params: { path: { id: article.id } }, body, bodySerializer }, options);
    } else {
      addPost.mutate({ body, bodySerializer }, options);
    }
  });

  const content = form.control('content');
  const file = form.control('file');
  return (
    <FormLayout
      title={t(article ? `${config.section}.editTitle` : `${config.section}.addTitle`)}
      backTo={config.listPath}
      submitLabel={article ? t('actions.update') : t('actions.add')}
      pending={pending}
      onSubmit={onSubmit}
    >
      <FormTextField {...textField('title')} label={t('form.title')} required />
      {config.withAuthor && <FormTextField {...textField('author')} label={t('form.author')} helperText={t('form.authorHelp')} />}
      <RichTextField
        label={t('form.content')}
        value={content.value}
        onChange={content.onChange}
        onBlur={content.onBlur}
        error={message('content')}
        required
      />
      <ImagePicker currentUrl={article?.feature_image_url} file={file.value} onChange={file.onChange} error={message('file')} required={!article} />
    </FormLayout>
  );
}
