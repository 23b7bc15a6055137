import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { useDataSaver, useDataSaverStore } from '@/lib/data-saver';

/** The data saver's switch (menu and footer): no pictures in lists, no video previews until asked for. */
export function DataSaverSwitch({ sx }: { sx?: object }) {
  const { t } = useTranslation();
  const on = useDataSaver();
  const choose = useDataSaverStore((s) => s.choose);
  return (
    <FormControlLabel
      sx={sx}
      control={<Switch checked={on} onChange={(event) => choose(event.target.checked)} />}
      label={t('dataSaver.label')}
    />
  );
}
