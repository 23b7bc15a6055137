import { useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ValidationKey } from '@/lib/validation';
import { PasswordReveal } from './password-reveal';

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
        input: isPassword ? { endAdornment: <PasswordReveal visible={visible} onToggle={() => setVisible((v) => !v)} /> } : undefined,
      }}
    />
  );
}
