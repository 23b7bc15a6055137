import { useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ValidationKey } from '@/lib/validation';
import { EyeIcon, EyeOffIcon } from './icons';

type Props = Omit<TextFieldProps, 'error' | 'onChange' | 'onBlur' | 'value' | 'name'> & {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Failed client rules, shown in order, one per line. */
  errorKeys?: readonly ValidationKey[] | undefined;
  /** The server's text for this field (already in the requested language). */
  serverError?: string | undefined;
};

function errorText(messages: string[]): ReactNode {
  if (messages.length <= 1) return messages[0];
  return messages.map((message) => (
    <span key={message} style={{ display: 'block' }}>
      {message}
    </span>
  ));
}

export function FormTextField({ errorKeys, serverError, helperText, type, slotProps, ...rest }: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const messages = errorKeys?.length ? errorKeys.map((key) => t(`validation.${key}`)) : serverError ? [serverError] : [];
  const message = messages.length ? errorText(messages) : undefined;
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
