import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  onClose: () => void;
  /** `{id}-title` names the dialog (its title) and `{id}-text` describes it (its text). */
  id: string;
  title: string;
  /** What the change is about, in bold quotes above the text (the description is then both). */
  name?: string;
  text: ReactNode;
  /** The red button's label: what the change does (Delete, Remove, Retire). */
  confirmLabel: string;
  onConfirm: () => void;
  /** The change is under way: the red button waits. */
  pending: boolean;
};

/** Asks before a change that cannot be taken back: Cancel, or the red button that makes it. */
export function ConfirmDialog({ open, onClose, id, title, name, text, confirmLabel, onConfirm, pending }: Props) {
  const { t } = useTranslation();
  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {name === undefined ? (
        <DialogContent>
          <DialogContentText id={textId}>{text}</DialogContentText>
        </DialogContent>
      ) : (
        <DialogContent id={textId}>
          <DialogContentText sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>“{name}”</DialogContentText>
          <DialogContentText>{text}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
