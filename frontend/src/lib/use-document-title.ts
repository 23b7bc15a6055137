import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const brand = t('brand');
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : `${brand}: ${t('brandTagline')}`;
  }, [title, brand, t]);
}
