import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { BanglaWordmark } from '@/components/ui/bangla-wordmark';
import { TranslateIcon } from '@/components/ui/icons';

/**
 * Toggles English / Bangla; i18next's detector remembers the choice in localStorage (and a cookie
 * for the server). Tapped before the app runs, the page comes again in the other language.
 * On English pages "বাংলা" is drawn (see BanglaWordmark): it reads right without a
 * Bengali font, and the Bengali web font is fetched only once Bangla text is shown.
 */
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
      // Before the app runs, the boot script answers it (vite.config.ts, BOOT_SOURCE).
      data-switch-lang={next}
      title={t('language.switchLabel')}
      sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
    >
      {isBangla ? t('language.en') : <BanglaWordmark label={t('language.bn')} />}
    </Button>
  );
}
