import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n';
import './index.css';
import { App } from '@/app/app';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The service worker (public/sw.js) keeps the shell and what was read for a bad connection; built app only.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
