import { http } from '../http';
import { siteConfig } from '../data';

export const siteConfigHandlers = [http.get('/api/custom/v1/site-config', ({ response }) => response(200).json(siteConfig))];
