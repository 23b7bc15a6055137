import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckIcon } from './icons';

export function CheckList({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
          <CheckIcon sx={{ color: 'primary.main', mt: '3px' }} aria-hidden="true" />
          <Typography>{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}
