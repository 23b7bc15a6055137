import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { TranslateIcon } from '@/components/ui/icons';

/** Toggles English / Bangla; i18next's detector remembers the choice in localStorage. */
export function LanguageSwitch({ color = 'primary' }: { color?: 'primary' | 'inherit' }) {
  const { t, i18n } = useTranslation();
  const isBangla = i18n.resolvedLanguage === 'bn';
  const next = isBangla ? 'en' : 'bn';
  return (
    <Button
      color={color}
      onClick={() => void i18n.changeLanguage(next)}
      startIcon={<TranslateIcon />}
      lang={next}
      title={t('language.switchLabel')}
      sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
    >
      {isBangla ? t('language.en') : t('language.bn')}
    </Button>
  );
}
