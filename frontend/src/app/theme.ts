import { createTheme } from '@mui/material/styles';

/**
 * Bangla in the self-hosted Noto Sans Bengali (src/index.css), Latin in the device's
 * own UI font. Noto comes first, yet draws no Latin letter: its faces cover only the
 * Bengali block (unicode-range), so for Latin text the browser skips it without
 * downloading anything. First, not after the Latin families: in Chromium, when a
 * family listed before it (system-ui, DejaVu Sans on Linux) had drawn Bangla as empty
 * boxes while a weight was still loading, text in that weight stayed boxes after the
 * file arrived (seen after switching to Bangla, on headings and buttons; e2e/fonts.spec.ts).
 */
const fontFamily = [
  '"Noto Sans Bengali"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** Calm and warm: a soft deep teal with a warm clay accent on an off-white ground. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1f6f6b', light: '#4f9d98', dark: '#0f4f4b', contrastText: '#ffffff' },
    secondary: { main: '#9c4f2e', contrastText: '#ffffff' },
    background: { default: '#f6f9f8', paper: '#ffffff' },
    text: { primary: '#1c2b2a', secondary: '#4a5a58' },
    success: { main: '#2e7d32' },
    // Darker than MUI's default blue (#0288d1, 3.9:1 under white text): the 'Requested' tag reads at 5.8:1.
    info: { main: '#1565c0', contrastText: '#ffffff' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: { fontSize: 'clamp(2rem, 5vw + 1rem, 3.25rem)', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: 'clamp(1.6rem, 2.5vw + 1rem, 2.25rem)', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.35rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
    body1: { lineHeight: 1.7 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: '3px solid #e0a458', outlineOffset: 2 },
        },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: { '&:focus-visible': { outline: '3px solid #e0a458', outlineOffset: 2, borderRadius: 2 } },
      },
    },
  },
});
