import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { categoryHandlers, resetCategories } from './categories';
import { contentHandlers } from './content';
import { contentAdminHandlers } from './content-admin';
import { resetContent } from './content-store';
import { siteConfigHandlers } from './site-config';
import { subscriberHandlers } from './subscribers';

/** Default happy-path doubles, one file per feature; tests override them with `server.use(...)`. */
export const handlers = [...authHandlers, ...accountHandlers, ...subscriberHandlers, ...siteConfigHandlers, ...categoryHandlers, ...contentHandlers, ...contentAdminHandlers];

export { resetCategories, resetContent };
