import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {t('skipToContent')}
    </a>
  );
}
