import { accountHandlers } from './account';
import { adminCountHandlers } from './admin-counts';
import { appointmentHandlers, resetAppointments } from './appointments';
import { authHandlers } from './auth';
import { categoryHandlers, resetCategories } from './categories';
import { contentHandlers } from './content';
import { contentAdminHandlers } from './content-admin';
import { resetContent } from './content-store';
import { resetSelfCare, selfCareHandlers } from './self-care';
import { selfCareAdminHandlers } from './self-care-admin';
import { siteConfigHandlers } from './site-config';
import { subscriberHandlers } from './subscribers';

/** Default happy-path doubles, one file per feature; tests override them with `server.use(...)`. */
export const handlers = [...authHandlers, ...accountHandlers, ...subscriberHandlers, ...siteConfigHandlers, ...categoryHandlers, ...contentHandlers, ...contentAdminHandlers, ...appointmentHandlers, ...selfCareHandlers, ...selfCareAdminHandlers, ...adminCountHandlers];

export { resetAppointments, resetCategories, resetContent, resetSelfCare };
