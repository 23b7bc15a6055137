import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useServerErrorHandler } from '@/lib/use-server-errors';

/**
 * A one-row form of text fields whose rules are all the server's (time off, a closure): each field shows the
 * server's words for it until it is changed. `field` draws one; `refused` shows a refusal; `clear` empties it.
 */
export function useRowForm<K extends string>(empty: Record<K, string>) {
  const handleError = useServerErrorHandler();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const field = (name: K, label: string, type: string) => (
    <TextField
      size="small"
      type={type}
      label={label}
      value={values[name]}
      onChange={(event) => {
        setValues((v) => ({ ...v, [name]: event.target.value }));
        setErrors((e) => ({ ...e, [name]: undefined }));
      }}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
  const refused = (error: unknown) => {
    const apiError = handleError(error);
    setErrors(Object.fromEntries(Object.entries(apiError.fieldErrors).map(([k, v]) => [k, v.join(' ')])) as Partial<Record<K, string>>);
  };
  return { values, field, refused, clear: () => setValues(empty) };
}
