import { lazy, Suspense, useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

// The editor (Tiptap, ProseMirror, mui-tiptap) is its own chunk, fetched only when an admin form opens.
const RichTextEditor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The message to show under the field (client rule or server text), if any. */
  error?: string | undefined;
  required?: boolean;
};

/** A labelled rich-text field: the label, the (lazily loaded) editor, and its error. */
export function RichTextField({ label, value, onChange, onBlur, error, required }: Props) {
  const { t } = useTranslation('content-admin');
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <FormControl fullWidth margin="normal" error={Boolean(error)} required={required}>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Suspense
        fallback={
          <Skeleton variant="rounded" height={220} aria-label={t('editor.loading')} role="status">
            {t('editor.loading')}
          </Skeleton>
        }
      >
        <RichTextEditor
          labelId={labelId}
          describedById={error ? errorId : undefined}
          invalid={Boolean(error)}
          required={required}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
        />
      </Suspense>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
