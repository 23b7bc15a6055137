import type { ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** What a drop-down reads of a form: one text value, as `form.control(name)` gives it. */
type Control = { name: string; value: string; onChange: (value: string) => void; onBlur: () => void };

type Props = Omit<TextFieldProps, 'select' | 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'children'> & {
  control: Control;
  /** The field's message (a failed rule, or the server's text), shown instead of the help text. */
  message?: string | undefined;
  /** The choices (`MenuItem`s). */
  children: ReactNode;
};

/** A drop-down bound to one of a form's values, as wide as the text fields, with its message under it. */
export function FormSelectField({ control, message, helperText, children, ...rest }: Props) {
  return (
    <TextField
      {...rest}
      select
      name={control.name}
      value={control.value}
      onChange={(event) => control.onChange(event.target.value)}
      onBlur={control.onBlur}
      fullWidth
      margin="normal"
      error={Boolean(message)}
      helperText={message ?? helperText}
    >
      {children}
    </TextField>
  );
}
