import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons';

/** The eye button at the end of a password field that shows the password as text, or hides it again. */
export function PasswordReveal({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <InputAdornment position="end">
      <IconButton aria-label={visible ? t('form.hidePassword') : t('form.showPassword')} onClick={onToggle} edge="end">
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </IconButton>
    </InputAdornment>
  );
}
