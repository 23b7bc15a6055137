import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ValidationKey } from './validation';

const hasErrors = (errors: Record<string, readonly unknown[] | undefined>) => Object.values(errors).some((e) => Boolean(e?.length));

/** A form's values: text, and anything else a form holds (dates, numbers, chosen options, files). */
type Values = Record<string, unknown>;

/** The fields of `V` that hold text, which `field()` wires to a text input. */
export type TextFields<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * Tiny form state helper: validates a field once it was left (blur) and every
 * field on submit; server field errors can be shown next to client ones.
 * Text fields bind with `field(name)`; any other value (a date picker, a
 * number, multiple-choice answers, a file input) with `control(name)`.
 * Errors are keys of the `validation` catalog of `common` unless `K` names another
 * catalog's keys (a feature with texts of its own translates them itself).
 */
export function useForm<V extends Values, K extends string = ValidationKey>(
  initial: V,
  validate: (values: V) => Partial<Record<Extract<keyof V, string>, readonly K[]>>,
) {
  type Field = Extract<keyof V, string>;
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});

  const errors = validate(values);
  const errorFor = (field: Field): readonly K[] | undefined =>
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

  /** Sets one value of any type; the field counts as visited, and its server error is cleared. */
  const setValue = useCallback(<K extends Field>(name: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setTouched((prev) => ({ ...prev, [name]: true }));
    setServerErrors((prev) => ({ ...prev, [name]: undefined }));
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

  /** Everything a `FormTextField` needs for one text field: `<FormTextField {...form.field('email')} … />`. */
  const field = (name: TextFields<V>) => {
    const key = name as Field;
    return { name, value: values[key] as string, onChange, onBlur, errorKeys: errorFor(key), serverError: serverErrors[key] };
  };

  /** One value of any type, for controls that do not emit text events (date pickers, number steppers, checkboxes, file inputs). */
  const control = <K extends Field>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: V[K]) => setValue(name, value),
    onBlur: () => setTouched((prev) => ({ ...prev, [name]: true })),
    errorKeys: errorFor(name),
    serverError: serverErrors[name],
  });

  return { values, errorFor, serverErrors, setServerErrors, setValue, onChange, onBlur, field, control, handleSubmit, reset };
}

/** What `featureMessages` reads of a form. */
type FormWithErrors<V extends Values, K extends string> = Pick<ReturnType<typeof useForm<V, K>>, 'errorFor' | 'serverErrors' | 'field'>;

/**
 * For a form whose rules are keys of a feature's own catalog: `message(name)` is a field's first failed rule in that
 * catalog's words (`translate`), else the server's text for it; `textField(name)` binds a `FormTextField` showing it.
 */
export function featureMessages<V extends Values, K extends string>(form: FormWithErrors<V, K>, translate: (key: K) => string) {
  const message = (name: Extract<keyof V, string>): string | undefined => {
    const key = form.errorFor(name)?.[0];
    return key ? translate(key) : form.serverErrors[name];
  };
  const textField = (name: TextFields<V>) => {
    const { errorKeys: _clientKeys, serverError: _serverText, ...rest } = form.field(name);
    return { ...rest, serverError: message(name as Extract<keyof V, string>) };
  };
  return { message, textField };
}
