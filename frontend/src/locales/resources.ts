// Types only: the English catalogs are the source of truth for translation keys.
import type account from './en/account.json';
import type adminMail from './en/admin-mail.json';
import type auth from './en/auth.json';
import type care from './en/care.json';
import type checkIns from './en/check-ins.json';
import type common from './en/common.json';
import type content from './en/content.json';
import type contentAdmin from './en/content-admin.json';
import type counsellors from './en/counsellors.json';
import type dashboard from './en/dashboard.json';
import type faq from './en/faq.json';
import type home from './en/home.json';
import type privacy from './en/privacy.json';
import type safety from './en/safety.json';
import type selfCare from './en/self-care.json';
import type selfCareAdmin from './en/self-care-admin.json';
import type services from './en/services.json';

export type EnResources = {
  common: typeof common;
  home: typeof home;
  services: typeof services;
  faq: typeof faq;
  auth: typeof auth;
  account: typeof account;
  dashboard: typeof dashboard;
  content: typeof content;
  'content-admin': typeof contentAdmin;
  care: typeof care;
  'check-ins': typeof checkIns;
  'self-care': typeof selfCare;
  'self-care-admin': typeof selfCareAdmin;
  safety: typeof safety;
  privacy: typeof privacy;
  'admin-mail': typeof adminMail;
  counsellors: typeof counsellors;
};
export type Namespace = keyof EnResources;
