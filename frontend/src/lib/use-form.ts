import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Errors, ValidationKey } from './validation';

const hasErrors = (errors: Record<string, readonly unknown[] | undefined>) => Object.values(errors).some((e) => Boolean(e?.length));

type Values = Record<string, string>;

/**
 * Tiny form state helper: validates a field once it was left (blur) and every
 * field on submit; server field errors can be shown next to client ones.
 */
export function useForm<V extends Values>(initial: V, validate: (values: V) => Errors<Extract<keyof V, string>>) {
  type Field = Extract<keyof V, string>;
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});

  const errors = validate(values);
  const errorFor = (field: Field): readonly ValidationKey[] | undefined =>
    submitted || touched[field] ? errors[field] : undefined;

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((prev) => ({ ...prev, [name]: value }));
    setServerErrors((prev) => ({ ...prev, [name]: undefined }));
  }, []);

  const onBlur = useCallback((event: { target: { name: string } }) => {
    const { name } = event.target;
    setTouched((prev) => ({ ...prev, [name]: true }));
  }, []);

  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const hasError = hasErrors(validate(values));
    if (!hasError) onValid(values);
  };

  const reset = (next?: V) => {
    setValues(next ?? initial);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  };

  /** Everything a `FormTextField` needs for one field: `<FormTextField {...form.field('email')} … />`. */
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange,
    onBlur,
    errorKeys: errorFor(name),
    serverError: serverErrors[name],
  });

  return { values, errorFor, serverErrors, setServerErrors, onChange, onBlur, field, handleSubmit, reset };
}
