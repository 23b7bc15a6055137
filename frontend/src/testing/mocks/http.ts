import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '@/lib/api/schema.gen';

/** MSW's `http`, typed from the generated schema: unknown paths, wrong bodies and undocumented statuses fail typecheck. */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });

type ErrorBody = components['schemas']['ErrorBody'];
/** The codes the server publishes; a double answering any other fails typecheck. */
export type ErrorCode = components['schemas']['ErrorCode'];

/** The server's error body: `{code, message, data: {status, errors?}}`. */
export function errorBody(status: number, code: ErrorCode, message: string, errors?: Record<string, string[]>): ErrorBody {
  return { code, message, data: { status, ...(errors ? { errors } : {}) } };
}

/**
 * The server's English texts the doubles answer with, word for word from
 * `crates/domain/src/{messages.rs,user/messages.rs,content/messages.rs,care/messages.rs,safety/messages.rs}` and `crates/http/src/messages.rs`
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
  passwordResetRequired:
    'This account has had too many wrong passwords. To keep it safe, please reset your password with "Forgot password": the link goes to the account\'s e-mail.',
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
  appointmentNotApproved: 'Only an approved session can be cancelled. A request that waits for a decision can be deleted.',
  sessionStarted: 'This session has already started, so it cannot be cancelled.',
  appointmentCancelled: 'Your session has been cancelled. We have let the team know.',
  appointmentMoveNotAllowed: 'This status change is not allowed.',
  appointmentStatusInvalid: 'Unknown appointment status.',
  appointmentDateRequired: 'Date is required',
  appointmentDateInvalid: 'Please enter the date as YYYY-MM-DD.',
  appointmentDateInPast: 'The date cannot be before today.',
  appointmentTimeRequired: 'Time is required',
  appointmentTimeInvalid: 'Please enter the time as hh:mm AM/PM.',
  appointmentNameRequired: 'Name is required',
  appointmentNameTooLong: 'Name must be at most 100 characters',
  appointmentDateTooFar: 'This date is too far ahead. Please choose a date from the calendar.',
  tooManyOpenRequests:
    'You already have several requests waiting for a decision. Please wait for an answer, or change or delete one of them.',
  sessionModeInvalid: 'Choose video, phone or in person.',
  sessionDetailTooLong: 'The session details must be at most 300 characters.',
  sessionLinkInvalid: 'Please enter a video-call address that starts with http:// or https://.',
  sessionDetailNeedsMode: 'Choose how the session happens for these details.',
  reasonTooLong: 'The reason must be at most 500 characters.',
  sessionOnlyOnApproval: 'Session details are given only with an approval.',
  reasonOnlyOnUnapproval: 'A reason is given only when a request is not approved.',
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
  helplineNameRequired: 'Name is required',
  helplineNameTooLong: 'The name must be at most 100 characters.',
  helplinePhoneRequired: 'Phone number is required',
  helplinePhoneInvalid: 'Enter a phone number: digits, with an optional + at the start, spaces or dashes (3 to 20 characters).',
  helplineTextTooLong: 'This text must be at most 100 characters.',
  helplineDescriptionTooLong: 'The description must be at most 500 characters.',
  helplineVerifiedInvalid: 'Enter the date it was last verified as YYYY-MM-DD, not after today.',
  helplineNotFound: 'This helpline does not exist.',
  helplineSaved: 'The helpline has been saved.',
  helplineDeleted: 'The helpline has been deleted.',
  planTooManyItems: 'Each section may hold at most 20 entries.',
  planItemTooLong: 'Each entry must be at most 500 characters.',
  planContactNameRequired: 'Give a name for each person.',
  planContactPhoneInvalid: 'Enter a phone number of 3 to 20 digits, spaces, dashes or a leading +.',
  planSaved: 'Your safety plan is saved.',
  malformedJson: 'The request body is not valid JSON.',
  instrumentNotFound: 'This check-in does not exist.',
  answersCount: 'Answer every question once, with a value from 0 to 3.',
  checkInTooSoon: 'You have taken this check-in in the last 7 days. You can take it again 7 days after the last time.',
  consentGranted: 'Thank you. Your consent is recorded.',
  sharingOn: 'Sharing is on. Your counsellor can now see your check-ins and your safety plan, and you will see each time they look.',
  sharingOff: 'Sharing is off. Your counsellor no longer sees your check-ins or your safety plan.',
  shareWithCounsellorStatement:
    'Let my counsellor see my check-ins and my safety plan before and between our sessions. I can stop this at any time in Settings, and I can see each time they looked.',
  notShared: 'This client has not chosen to share their check-ins and safety plan with you. They can turn sharing on in their settings.',
  consentWithdrawnSaved: 'Your consent is withdrawn. Mon stores no new health data from you.',
  consentRequired: 'Please agree to how Mon keeps your health data before your first answer.',
  consentWithdrawn: 'You have withdrawn your consent to keep health data, so Mon does not store new answers. You can give it again in Settings.',
  healthDataStatement:
    "I agree that Mon keeps my self-care answers, check-ins, safety plan and appointment requests to support me, as the privacy notice explains. Only I can see my answers, check-ins and plan; Mon's counsellors see my appointments. I can withdraw, export or erase my data at any time in Settings.",
  wrongPassword: 'The password is incorrect.',
  accountErased: 'Your account and your data have been erased. We wish you well.',
  deadLetterRetried: 'The e-mail is back in line and will be sent again shortly.',
  deadLetterDiscarded: 'The e-mail was discarded.',
  notFound: 'The requested resource was not found.',
  phoneCodeSent: 'We sent a 6-digit code by text message to your number. It works for 10 minutes.',
  phoneCodeFormat: 'Enter the 6 digits of the code we sent.',
  phoneCodeWrong: 'This code is not right. Please check the message and try again.',
  phoneCodeExpired: 'This code has expired or was tried too often. Please ask for a new code.',
  phoneCodesTooMany: 'Three codes were sent to this number in the last hour. Please wait a little and ask again.',
  phoneMissing: 'Add your mobile number to your profile first.',
  phoneVerified: 'Your number is verified.',
  phoneNotVerified: 'Verify your mobile number before turning on text reminders.',
} as const;

/** The server's Bangla for the texts a double answers in the request's language (see `requestLang`), from the same files. */
export const serverTextBn = {
  sharingOn: 'শেয়ার করা চালু হয়েছে। আপনার কাউন্সেলর এখন আপনার চেক-ইন ও নিরাপত্তা পরিকল্পনা দেখতে পারবেন, আর তিনি প্রতিবার কখন দেখেন তা আপনি দেখতে পাবেন।',
  sharingOff: 'শেয়ার করা বন্ধ হয়েছে। আপনার কাউন্সেলর আর আপনার চেক-ইন বা নিরাপত্তা পরিকল্পনা দেখতে পান না।',
  notShared: 'এই ক্লায়েন্ট তাঁর চেক-ইন ও নিরাপত্তা পরিকল্পনা আপনাকে দেখানো বেছে নেননি। তিনি তাঁর সেটিংসে তা চালু করতে পারেন।',
  consentRequired: 'প্রথম উত্তরের আগে মন কীভাবে আপনার স্বাস্থ্যতথ্য রাখে তাতে সম্মতি দিন।',
  consentWithdrawn: 'আপনি স্বাস্থ্যতথ্য রাখার সম্মতি তুলে নিয়েছেন, তাই Mon নতুন উত্তর সংরক্ষণ করে না। সেটিংসে গিয়ে আবার সম্মতি দিতে পারেন।',
  badQuery: 'অনুরোধের কোয়েরি প্যারামিটার সঠিক নয়।',
  unauthorized: 'চালিয়ে যেতে লগ ইন করুন।',
  forbidden: 'এই কাজটি করার অনুমতি আপনার নেই।',
  helplineNameRequired: 'নাম দিতে হবে',
  helplineNameTooLong: 'নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে।',
  helplinePhoneRequired: 'ফোন নম্বর দিতে হবে',
  helplinePhoneInvalid: 'একটি ফোন নম্বর লিখুন: অঙ্ক, শুরুতে ইচ্ছা হলে +, ফাঁকা বা ড্যাশ (৩ থেকে ২০ অক্ষর)।',
  helplineTextTooLong: 'এই লেখাটি সর্বোচ্চ ১০০ অক্ষরের হতে পারে।',
  helplineDescriptionTooLong: 'বিবরণ সর্বোচ্চ ৫০০ অক্ষরের হতে পারে।',
  helplineVerifiedInvalid: 'শেষ যাচাইয়ের তারিখটি YYYY-MM-DD আকারে লিখুন, আজকের পরের নয়।',
  helplineNotFound: 'এই হেল্পলাইনটি নেই।',
  helplineSaved: 'হেল্পলাইনটি সংরক্ষিত হয়েছে।',
  helplineDeleted: 'হেল্পলাইনটি মুছে ফেলা হয়েছে।',
  planTooManyItems: 'প্রতিটি অংশে সর্বোচ্চ ২০টি লেখা রাখা যায়।',
  planItemTooLong: 'প্রতিটি লেখা সর্বোচ্চ ৫০০ অক্ষরের হতে পারে।',
  planContactNameRequired: 'প্রতিটি মানুষের নাম দিন।',
  planContactPhoneInvalid: '৩ থেকে ২০ অক্ষরের একটি ফোন নম্বর লিখুন: অঙ্ক, ফাঁকা, ড্যাশ বা শুরুতে +।',
  planSaved: 'আপনার নিরাপত্তা পরিকল্পনা সংরক্ষিত হয়েছে।',
  phoneCodeSent: 'আপনার নম্বরে টেক্সট মেসেজে ৬ সংখ্যার একটি কোড পাঠিয়েছি। এটি ১০ মিনিট কাজ করবে।',
  phoneCodeFormat: 'আমাদের পাঠানো কোডের ৬টি সংখ্যা লিখুন।',
  phoneCodeWrong: 'কোডটি সঠিক নয়। মেসেজটি আবার দেখে চেষ্টা করুন।',
  phoneCodeExpired: 'এই কোডের মেয়াদ শেষ, অথবা অনেকবার ভুল চেষ্টা হয়েছে। নতুন কোড চেয়ে নিন।',
  phoneCodesTooMany: 'গত এক ঘণ্টায় এই নম্বরে তিনটি কোড পাঠানো হয়েছে। একটু পরে আবার চেয়ে নিন।',
  phoneMissing: 'আগে আপনার প্রোফাইলে মোবাইল নম্বর যোগ করুন।',
  phoneVerified: 'আপনার নম্বর যাচাই হয়েছে।',
  phoneNotVerified: 'টেক্সট রিমাইন্ডার চালু করার আগে আপনার মোবাইল নম্বর যাচাই করুন।',
} as const satisfies Partial<Record<keyof typeof serverText, string>>;

/** A server text in the request's language (as the server renders every message): the Bangla where the doubles know it, else the English. */
export function serverTextFor(request: Request, key: keyof typeof serverText): string {
  const bn: Partial<Record<keyof typeof serverText, string>> = serverTextBn;
  return (requestLang(request) === 'bn' ? bn[key] : undefined) ?? serverText[key];
}

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
