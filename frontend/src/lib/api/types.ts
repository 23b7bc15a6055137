// Names for the generated schema types. Never hand-write request/response shapes.
import type { components } from './schema.gen';

type Schemas = components['schemas'];

export type ErrorBody = Schemas['ErrorBody'];
export type Role = Schemas['Role'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type MessageResponse = Schemas['MessageResponse'];
export type PasswordResetEmailRequest = Schemas['PasswordResetEmailRequest'];
export type NewPasswordRequest = Schemas['NewPasswordRequest'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type UpdateUserInfoRequest = Schemas['UpdateUserInfoRequest'];
export type UpdateUserInfoResponse = Schemas['UpdateUserInfoResponse'];
export type UserInfo = Schemas['UserInfo'];
export type SubscriberResponse = Schemas['SubscriberResponse'];
export type SubscriberPage = Schemas['SubscriberPage'];
export type SiteConfig = Schemas['SiteConfig'];
export type CategoryResponse = Schemas['CategoryResponse'];
export type AdminQuestionResponse = Schemas['AdminQuestionResponse'];
export type QuestionRequest = Schemas['QuestionRequest'];
export type QuestionMessageResponse = Schemas['QuestionMessageResponse'];
export type ArticleSummary = Schemas['ArticleSummary'];
export type ArticleResponse = Schemas['ArticleResponse'];
export type ArticlePage = Schemas['ArticlePage'];
export type LearningResponse = Schemas['LearningResponse'];
export type LearningPage = Schemas['LearningPage'];
export type LearningRequest = Schemas['LearningRequest'];
export type AppointmentResponse = Schemas['AppointmentResponse'];
export type AppointmentPage = Schemas['AppointmentPage'];
export type AppointmentRequest = Schemas['AppointmentRequest'];
export type AppointmentMessageResponse = Schemas['AppointmentMessageResponse'];
export type AppointmentStatusResponse = Schemas['AppointmentStatusResponse'];
export type StatusCountsResponse = Schemas['StatusCountsResponse'];
export type PublishedCountsResponse = Schemas['PublishedCountsResponse'];
export type MonthCountResponse = Schemas['MonthCountResponse'];
