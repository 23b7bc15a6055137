import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useDataSaver, useDataSaverStore } from '@/lib/data-saver';

/**
 * The data saver's switch (menu and footer): no pictures in lists, no video previews until asked for.
 * A native checkbox with the switch role, so it costs the first download nothing.
 */
export function DataSaverSwitch({ sx }: { sx?: object }) {
  const { t } = useTranslation();
  const on = useDataSaver();
  const choose = useDataSaverStore((s) => s.choose);
  return (
    <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, cursor: 'pointer', minHeight: 44, ...sx }}>
      <Box
        component="input"
        type="checkbox"
        role="switch"
        checked={on}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => choose(event.target.checked)}
        sx={{ width: 20, height: 20, m: 0, accentColor: '#4f9d98', cursor: 'pointer' }}
      />
      {t('dataSaver.label')}
    </Box>
  );
}
