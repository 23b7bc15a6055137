import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { toApiError, type ApiError } from '@/lib/api/errors';

/**
 * Turns a failed call into: a toast with the server's `message`, and per-field
 * errors (server field names mapped to form field names).
 */
export function useServerErrorHandler() {
  const { t } = useTranslation();
  return <F extends string>(
    error: unknown,
    setFieldErrors?: (errors: Partial<Record<F, string>>) => void,
    fieldMap: Record<string, F> = {},
  ): ApiError => {
    const apiError = toApiError(error, t('errors.network'));
    toast.error(apiError.message);
    if (setFieldErrors) {
      const mapped: Partial<Record<F, string>> = {};
      for (const [field, messages] of Object.entries(apiError.fieldErrors)) {
        const target = fieldMap[field] ?? (field as F);
        if (messages[0]) mapped[target] = messages[0];
      }
      setFieldErrors(mapped);
    }
    return apiError;
  };
}
