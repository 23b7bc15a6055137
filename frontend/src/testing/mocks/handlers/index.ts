import { accountHandlers, resetMe } from './account';
import { adminCountHandlers } from './admin-counts';
import { adminMailHandlers, resetAdminMail } from './admin-mail';
import { appointmentHandlers, resetAppointments } from './appointments';
import { authHandlers } from './auth';
import { categoryHandlers, resetCategories } from './categories';
import { checkInHandlers, resetCheckIns } from './check-ins';
import { contentHandlers } from './content';
import { counsellorClientHandlers } from './counsellor-clients';
import { counsellorNoteHandlers, resetNotes } from './counsellor-notes';
import { counsellorHandlers, resetCounsellors } from './counsellors';
import { contentAdminHandlers } from './content-admin';
import { resetContent } from './content-store';
import { helplineHandlers, resetHelplines } from './helplines';
import { privacyHandlers, resetPrivacy } from './privacy';
import { resetSafetyPlans, safetyPlanHandlers } from './safety-plan';
import { resetSelfCare, selfCareHandlers } from './self-care';
import { selfCareAdminHandlers } from './self-care-admin';
import { siteConfigHandlers } from './site-config';
import { resetSubscribers, subscriberHandlers } from './subscribers';

/** Default happy-path doubles, one file per feature; tests override them with `server.use(...)`. */
export const handlers = [...authHandlers, ...accountHandlers, ...subscriberHandlers, ...siteConfigHandlers, ...categoryHandlers, ...contentHandlers, ...contentAdminHandlers, ...appointmentHandlers, ...selfCareHandlers, ...selfCareAdminHandlers, ...adminCountHandlers, ...helplineHandlers, ...safetyPlanHandlers, ...checkInHandlers, ...privacyHandlers, ...adminMailHandlers, ...counsellorHandlers, ...counsellorNoteHandlers, ...counsellorClientHandlers];

export { resetAdminMail, resetAppointments, resetCategories, resetCheckIns, resetContent, resetCounsellors, resetHelplines, resetMe, resetNotes, resetPrivacy, resetSafetyPlans, resetSelfCare, resetSubscribers };
