import { $api } from '@/lib/api/client';

/** GET /api/custom/v1/get_published_posts_count (ADMIN): blog posts, stories, learning-hub items and appointments per status. */
export const usePublishedCounts = () => $api.useQuery('get', '/api/custom/v1/get_published_posts_count');

/** GET /api/custom/v1/user_registration_count (ADMIN): new subscribers per month for the last 12 months, oldest first. */
export const useRegistrationCounts = () => $api.useQuery('get', '/api/custom/v1/user_registration_count');

/** GET /api/custom/v1/admin/mail/texts (ADMIN): today's text messages, those a daily limit holds for tomorrow, and the budget. */
export const useTextUsage = () => $api.useQuery('get', '/api/custom/v1/admin/mail/texts');
