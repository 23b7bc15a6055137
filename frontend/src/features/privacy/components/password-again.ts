import { useState, type ChangeEvent } from 'react';

/**
 * The account's password, asked again before a step that needs it (unlocking health pages, erasing the account):
 * what was typed, the error shown under it (typing clears it), and `field`, the text field's props for both.
 */
export function usePasswordAgain() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = {
    name: 'password',
    autoComplete: 'current-password',
    value: password,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setPassword(event.target.value);
      setError(null);
    },
    error: Boolean(error),
    helperText: error ?? ' ',
  };
  return { password, setPassword, setError, field };
}
