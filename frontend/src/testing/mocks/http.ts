import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '@/lib/api/schema.gen';

/** MSW's `http`, typed from the generated schema: unknown paths, wrong bodies and undocumented statuses fail typecheck. */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });

type ErrorBody = components['schemas']['ErrorBody'];

/** The server's error body: `{code, message, data: {status, errors?}}`. */
export function errorBody(status: number, code: string, message: string, errors?: Record<string, string[]>): ErrorBody {
  return { code, message, data: { status, ...(errors ? { errors } : {}) } };
}

/**
 * The server's English texts the doubles answer with, word for word from
 * `crates/domain/src/{messages.rs,user/messages.rs,content/messages.rs,care/messages.rs}` and `crates/http/src/messages.rs`
 * (the Rust catalogue test keeps the web app's copies of them in step).
 */
export const serverText = {
  registrationSucceeded: 'Registration successful. Please check your mail address to activate your account.',
  usernameTaken: 'This username is already taken.',
  invalidCredentials: 'Incorrect username or password.',
  accountInactive: 'Your account is not active yet. Please activate it from the link in the email we sent you.',
  accountActivated: 'Account activated successfully!',
  invalidActivationKey: 'The activation key is invalid. Please check the link or contact support.',
  passwordResetSent: 'If an account exists for this email address, we have sent a password reset link to it.',
  invalidResetKey: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordResetDone: 'Your password has been reset. You can log in now.',
  passwordChanged: 'Your password has been changed. Please log in again.',
  wrongCurrentPassword: 'Current password is incorrect.',
  profileUpdated: 'Profile updated successfully.',
  tooManyLoginAttempts: 'Too many failed attempts for this account. Please wait a little and try again, or reset your password.',
  tooManyRequests: 'Too many attempts. Please wait a little and try again.',
  busy: 'We are busy right now. Please try again in a moment.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You do not have permission to do this.',
  mobileInvalid: 'Invalid mobile number',
  emailInvalid: 'Invalid email address',
  internal: 'Something went wrong on our side. Please try again.',
  wrongContentType: 'The request body is not in the format this call takes (see the API documentation).',
  badQuery: 'The request has invalid query parameters.',
  categoryNameRequired: 'Category name is required',
  categoryNameTooLong: 'Category name must be at most 60 characters',
  categoryNameTaken: 'A category with this name already exists.',
  categoryAdded: 'New category has been added successfully',
  categoryUpdated: 'Category has been updated successfully.',
  categoryDeleted: 'Category has been deleted.',
  categoryNotFound: 'This category does not exist.',
  categoryInUse: 'This category still has learning hub items. Move or delete them first.',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  contentRequired: 'Content is required',
  authorTooLong: 'Author must be at most 100 characters',
  imageRequired: 'Image is required',
  imageNotSupported: 'Please choose a JPEG, PNG, WebP or GIF image.',
  imageTooLarge: 'The image is too large. Please choose a smaller file.',
  imageUnreadable: 'This image could not be read. It may be damaged.',
  categoryRequired: 'Type is required',
  categoryUnknown: 'Please choose one of the existing categories.',
  youtubeRequired: 'YouTube URL is required',
  youtubeInvalid: 'Invalid YouTube Embedded URL',
  descriptionRequired: 'Description is required',
  storyAdded: 'Story added successfully',
  storyUpdated: 'Story updated successfully',
  storyDeleted: 'Story deleted successfully',
  storyNotFound: 'This story does not exist.',
  postAdded: 'Blog added successfully',
  postUpdated: 'Blog updated successfully',
  postDeleted: 'Blog deleted successfully',
  postNotFound: 'This blog post does not exist.',
  learningAdded: 'Learning Hub data added successfully',
  learningUpdated: 'Learning Hub data updated successfully',
  learningDeleted: 'Learning Hub data deleted successfully',
  learningNotFound: 'This learning hub item does not exist.',
  wishlistAdded: 'Wishlist added successfully',
  wishlistRemoved: 'Wishlist removed successfully',
  appointmentAdded: 'New appointment has been added!',
  appointmentUpdated: 'Your Appointment has been updated!',
  appointmentDeleted: 'Appointment has been deleted!',
  appointmentStatusUpdated: 'Appointment has been updated!',
  appointmentNotFound: 'This appointment does not exist.',
  appointmentDateTaken: 'You already have an appointment on this date. Please choose another date.',
  appointmentNotRequested: 'Only a requested appointment can be changed or deleted.',
  appointmentMoveNotAllowed: 'This status change is not allowed.',
  appointmentStatusInvalid: 'Unknown appointment status.',
  appointmentDateRequired: 'Date is required',
  appointmentDateInvalid: 'Please enter the date as YYYY-MM-DD.',
  appointmentDateInPast: 'The date cannot be before today.',
  appointmentTimeRequired: 'Time is required',
  appointmentTimeInvalid: 'Please enter the time as hh:mm AM/PM.',
  appointmentNameRequired: 'Name is required',
  appointmentNameTooLong: 'Name must be at most 100 characters',
  emailRequired: 'Email is required',
  mobileRequired: 'Mobile number is required',
  answerRequired: 'Field is Required',
  answerInvalidOption: 'Invalid option',
  answerNumberInvalid: 'Please enter a number.',
  answerNumberRange: 'Please enter a number from 0 to 24.',
  answerTooLong: 'The answer must be at most 2,000 characters.',
  answerUnknownQuestion: 'This question is not asked any more. Please reload the page.',
  answerDateInvalid: 'Please enter the date as YYYY-MM-DD.',
  answerDateInFuture: 'The date cannot be after today.',
  alreadyAnswered: "You have already answered today's questions.",
  answersSaved: 'Thank you. Your answers are saved.',
  questionRequired: 'Field is Required',
  questionTooLong: 'The question must be at most 300 characters.',
  questionTypeInvalid: 'Choose text, number or multiple choice.',
  optionsCount: 'Give from 2 to 10 options.',
  optionTooLong: 'Each option must be at most 100 characters.',
  optionDuplicate: 'Each option must be different.',
  questionNotFound: 'This question does not exist.',
  questionTypeFixed: 'The type of a question cannot change once it is asked; retire it and add a new one.',
  sleepQuestionKept: 'The sleep question feeds the sleep chart and cannot be retired.',
  questionOrderInvalid: 'The order must list every question asked now, once each.',
  questionSaved: 'The question has been saved.',
} as const;

/** The server's Bangla for the texts a double answers in the request's language (see `requestLang`), from the same files. */
export const serverTextBn = {
  badQuery: 'অনুরোধের কোয়েরি প্যারামিটার সঠিক নয়।',
} as const satisfies Partial<Record<keyof typeof serverText, string>>;

/**
 * The language the server answers a request in, read from `Accept-Language` as
 * `Lang::from_accept_language` (crates/domain/src/messages.rs) reads it: the first
 * `bn`/`bn-…` or `en`/`en-…` tag decides, whatever its `q`; English when none does.
 */
export function requestLang(request: Request): 'en' | 'bn' {
  for (const part of (request.headers.get('Accept-Language') ?? '').split(',')) {
    const tag = (part.split(';')[0] ?? '').trim().toLowerCase();
    if (tag === 'bn' || tag.startsWith('bn-')) return 'bn';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}
