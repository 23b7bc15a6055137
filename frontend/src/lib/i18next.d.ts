import 'i18next';
import type { EnResources } from '@/locales/resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnResources;
  }
}
