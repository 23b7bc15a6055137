import type { HelplineRequest, LoginResponse, Role, SiteConfig, UserInfo } from '@/lib/api/types';
import { makeToken } from '../jwt';

export function loginResponse(role: Role = 'SUBSCRIBER', overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    token: makeToken({ role }),
    role,
    user_id: role === 'ADMIN' ? 1 : 7,
    user_display_name: role === 'ADMIN' ? 'admin' : 'rahima',
    user_nickname: role === 'ADMIN' ? 'admin' : 'rahima',
    user_email: role === 'ADMIN' ? 'admin@example.com' : 'rahima@example.com',
    contact_number: role === 'ADMIN' ? null : '01712345678',
    nid: null,
    must_change_password: false,
    ...overrides,
  };
}

export function userInfo(role: Role = 'SUBSCRIBER', overrides: Partial<UserInfo> = {}): UserInfo {
  const login = loginResponse(role);
  return {
    user_id: login.user_id,
    username: login.user_nickname,
    user_display_name: login.user_display_name,
    user_nickname: login.user_nickname,
    user_email: login.user_email,
    contact_number: login.contact_number ?? null,
    nid: login.nid ?? null,
    role,
    discreet: false,
    phone_verified: false,
    sms_reminders: false,
    ...overrides,
  };
}

export const siteConfig: SiteConfig = {
  contact_email: 'hello@mon.example',
  whatsapp_number: '8801700000000',
  phone_number: '+8801700000000',
  timezone: 'Asia/Dhaka',
  booking_horizon_days: 60,
  max_open_requests: 5,
  session_minutes: 50,
  session_buffer_minutes: 10,
  min_notice_hours: 12,
  counsellor_daily_cap: 6,
  cancel_notice_hours: 24,
};

/** A helpline as an admin sends it: a valid one, with the required texts only, fourth in the list. */
export function helplineRequest(overrides: Partial<HelplineRequest> = {}): HelplineRequest {
  return {
    name_en: 'Kaan Pete Roi',
    name_bn: 'কান পেতে রই',
    phone: '09612119911',
    hours_en: '',
    hours_bn: '',
    languages_en: '',
    languages_bn: '',
    description_en: '',
    description_bn: '',
    verified_on: '2025-01-01',
    position: 4,
    hidden: false,
    ...overrides,
  };
}
