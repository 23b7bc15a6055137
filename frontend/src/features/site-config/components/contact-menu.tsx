import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmailIcon, PhoneIcon, WhatsAppIcon } from '@/components/ui/icons';
import { useSiteConfig } from '../api/get-site-config';

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** The contact links' menu; `opensDown` under its button (in the header), else above it (floating at the bottom). */
export default function ContactMenu({ id, anchor, opensDown = false, onClose }: { id: string; anchor: HTMLElement; opensDown?: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: opensDown ? 'bottom' : 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: opensDown ? 'top' : 'bottom', horizontal: 'right' }}
      slotProps={{
        list: {
          'aria-label': t('contact.title'),
          subheader: <ListSubheader component="div">{t('contact.title')}</ListSubheader>,
        },
      }}
    >
      {config.isPending && [
        <MenuItem key="s1" disabled>
          <Skeleton width={180} />
        </MenuItem>,
        <MenuItem key="s2" disabled>
          <Skeleton width={180} />
        </MenuItem>,
      ]}
      {config.isError && (
        <MenuItem disabled sx={{ whiteSpace: 'normal', maxWidth: 280 }}>
          <Typography variant="body2">{t('contact.unavailable')}</Typography>
        </MenuItem>
      )}
      {config.data && [
        <MenuItem key="email" component="a" href={`mailto:${config.data.contact_email}`} onClick={onClose}>
          <ListItemIcon>
            <EmailIcon fontSize="small" />
          </ListItemIcon>
          {t('contact.email')}
        </MenuItem>,
        <MenuItem
          key="whatsapp"
          component="a"
          href={`https://wa.me/${digitsOnly(config.data.whatsapp_number)}`}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
        >
          <ListItemIcon>
            <WhatsAppIcon fontSize="small" />
          </ListItemIcon>
          {t('contact.whatsapp')}
        </MenuItem>,
        <MenuItem key="phone" component="a" href={`tel:${config.data.phone_number.replace(/[^\d+]/g, '')}`} onClick={onClose}>
          <ListItemIcon>
            <PhoneIcon fontSize="small" />
          </ListItemIcon>
          {t('contact.phone')}
        </MenuItem>,
      ]}
    </Menu>
  );
}
