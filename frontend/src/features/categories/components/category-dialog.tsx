import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/ui/form-text-field';
import type { components } from '@/lib/api/schema.gen';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useAddCategory } from '../api/add-category';
import { categoryFormData } from '../api/category-form';
import { useUpdateCategory } from '../api/update-category';

type Category = components['schemas']['CategoryResponse'];

type Props = { open: boolean; category?: Category; onClose: () => void };

/**
 * 'Add New Category' (no `category`) or 'Edit Category' (with one). The server checks the name and says what is wrong
 * on the field. The modal mounts its form each time it opens (MUI unmounts a closed dialog's content), so the form
 * starts from the category's name every time and a later refetch never wipes what the person is typing.
 */
export function CategoryDialog({ open, category, onClose }: Props) {
  const titleId = category ? 'edit-category-title' : 'add-category-title';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {/* Keyed, so switching from one category to another while the modal fades out starts afresh too. */}
      <CategoryForm key={category?.id ?? 'new'} category={category} onClose={onClose} titleId={titleId} />
    </Dialog>
  );
}

function CategoryForm({ category, onClose, titleId }: Omit<Props, 'open'> & { titleId: string }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const handleError = useServerErrorHandler();
  const form = useForm({ name: category?.name ?? '' }, () => ({}));
  const add = useAddCategory();
  const update = useUpdateCategory();
  const pending = add.isPending || update.isPending;

  const onSuccess = (data: { message: string }) => {
    toast.success(data.message);
    onClose();
  };
  const onError = (error: unknown) => handleError(error, form.setServerErrors);

  const onSubmit = form.handleSubmit(({ name }) => {
    if (category) {
      update.mutate({ params: { path: { id: category.id } }, body: { name }, bodySerializer: categoryFormData }, { onSuccess, onError });
    } else {
      add.mutate({ body: { name }, bodySerializer: categoryFormData }, { onSuccess, onError });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle id={titleId}>{category ? t('categories.editTitle') : t('categories.addTitle')}</DialogTitle>
      <DialogContent>
        <FormTextField {...form.field('name')} label={t('categories.nameLabel')} required autoFocus fullWidth margin="dense" />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{tc('actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {category ? t('categories.update') : t('categories.add')}
        </Button>
      </DialogActions>
    </form>
  );
}
