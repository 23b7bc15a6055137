import { useState, type ChangeEvent, type FocusEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ValidationKey } from '@/lib/validation';
import enCommon from '@/locales/en/common.json';
import { EyeIcon, EyeOffIcon } from './icons';

const englishTexts = Object.entries(enCommon.validation) as [ValidationKey, string][];

/** Server field errors carry the spec's English texts; show them in the current language when we know them. */
export function useLocalizeServerText() {
  const { t } = useTranslation();
  return (text: string): string => {
    const match = englishTexts.find(([, english]) => english === text);
    return match ? t(`validation.${match[0]}`) : text;
  };
}

type Props = Omit<TextFieldProps, 'error' | 'onChange' | 'onBlur' | 'value' | 'name'> & {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  errorKey?: ValidationKey | undefined;
  serverError?: string | undefined;
};

export function FormTextField({ errorKey, serverError, helperText, type, slotProps, ...rest }: Props) {
  const { t } = useTranslation();
  const localize = useLocalizeServerText();
  const [visible, setVisible] = useState(false);
  const message = errorKey ? t(`validation.${errorKey}`) : serverError ? localize(serverError) : undefined;
  const isPassword = type === 'password';
  return (
    <TextField
      {...rest}
      type={isPassword && visible ? 'text' : type}
      error={Boolean(message)}
      helperText={message ?? helperText}
      fullWidth
      margin="normal"
      slotProps={{
        ...slotProps,
        input: isPassword
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
                    onClick={() => setVisible((v) => !v)}
                    edge="end"
                  >
                    {visible ? <EyeOffIcon /> : <EyeIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
}
