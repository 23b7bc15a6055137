import type { AppointmentResponse } from '@/lib/api/types';
import { addDays, serviceToday } from '@/lib/service-day';
import { makeToken } from './jwt';
import { loginResponse } from './mocks/data';

/** The signed-in counsellor of these tests: account 43, whose profile is counsellor 3 (`sampleCounsellor({ id: 3, user_id: 43 })`). */
export const asCounsellor = { session: loginResponse('COUNSELLOR', { token: makeToken({ role: 'COUNSELLOR', id: 43 }) }) };

/** Session `id` of counsellor 3 `inDays` from today: an approved phone session with subscriber 71, Rina, unless `overrides` say otherwise. */
export const counsellorSession = (id: number, inDays: number, overrides: Partial<AppointmentResponse> = {}): AppointmentResponse => {
  const name = overrides.name ?? 'Rina';
  return {
    id,
    user_id: 71,
    date: addDays(serviceToday(), inDays),
    time: '10:00 AM',
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: '01712345678',
    appointment_status: 'approved',
    session_mode: 'phone',
    session_detail: '01700000000',
    reason: null,
    counsellor_id: 3,
    counsellor_name: 'Nusrat Jahan',
    attendance: null,
    late_cancel: false,
    ...overrides,
  };
};
