/**
 * User-facing messages of docs/reference.md#validation, #errors that both the client and the server
 * produce. Exact spec wording (trailing spaces and full stops included).
 * Client-only toasts live in the SPA's message catalog.
 */
export const msg = {
  robot: "Please select I'm not a robot",
  required: (field: string) => `Please enter the required field ${field}`,
  minLength: (field: string, n: number) => `${field} should have minimum ${n} characters`,
  maxLength: (field: string, n: number) => `${field} should have maximum ${n} characters`,
  passwordsNotSame: 'Password and Confirm password are not same',
  phoneNumeric: 'Phone should contain only digits, with an optional leading +',
  invalidEmail: 'Please enter a valid email',
  termsRequired: 'Please accept the terms and conditions',
  max800: '800 Max Characters',
  allFields: 'Please enter all fields.',
  passwordsDoNotMatch: 'Passwords does not match.',
  newSameAsOld: 'New password cannot be same as the old one.',
  invalidCurrentPassword: 'Invalid current password',
  notApproved: 'User is not approved by the admin',
  wrongCredentials: 'Invalid email or password',
  /** Sign-in to an account its owner deleted (POST /user/delete): deletion is final. */
  accountDeleted: 'This account was deleted.',
  /** POST /user/delete without a password, or with a wrong one. */
  deletePasswordRequired: 'Please enter your password to delete your account.',
  deleteWrongPassword: 'The password is not correct. Your account was not deleted.',
  /** GET /user/export more than EXPORTS_PER_HOUR times in an hour. */
  exportTooMany: 'You can download your data 5 times an hour. Please try again later.',
  emailTaken: 'An account with this email already exists',
  nothingChanged: 'Nothing has changed',
  tooManyInvites: 'You can invite at most 10 friends at a time',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  /** 429 of GET /events: a member or an address holds as many live streams as an instance allows. */
  tooManyLiveStreams: 'Too many Khibra tabs or devices are connected at once. Please close some of them and try again.',
  alreadyVerified: 'Your email is already verified.',
  commonPassword: 'This password is one of the most commonly used and easy to guess. Please choose another one.',
  currentPasswordForEmail: 'Please enter your current password to change your email.',
  /** 403 code mustChangePassword: a session opened with a temporary password may only set a new password. */
  mustChangePassword: 'Please set a new password before you continue.',
  /** 404 of DELETE /user/sessions/{id}: no live session of this account has that id. */
  sessionNotFound: 'This session was not found. It may have ended already.',
  /** A value outside what a rule accepts when no more precise message applies (a role outside the list, a box neither ticked nor not): never yup's built-in English. */
  invalidValue: 'This value is not valid.',
  /** 400 of any PDF upload (résumé, vacancy file, proposal, message attachment) that a PDF reader cannot open, or that is encrypted. */
  pdfUnreadable: 'This PDF could not be read. Please save it again as a PDF (without a password) and attach it once more.',
  /** PUT /user/language with anything but en or ar. */
  unknownLanguage: 'Please choose English (en) or Arabic (ar).',
  /** 429 of forgot password, per address and per requester; n is the whole minutes left in the window. */
  forgotPasswordTooManyForAddress: (minutes: number) => `Too many requests for this address. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  forgotPasswordTooManyFromYou: (minutes: number) => `Too many password requests from your network. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  loginPaused: (minutes: number) => `Too many failed logins for this address from your network. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  /** 400 code robotCheckRequired: a failed sign-in from a device the account has not used, past the per-account failure threshold. */
  loginSlowedForAccount: "Many sign-ins to this account have failed, so sign-ins from new devices are slowed down. Please select I'm not a robot again and try once more.",
  /** 403 code reauthRequired: a sensitive action more than 10 minutes after the password was last entered. */
  reauthRequired: 'Please enter your password again to continue.',
} as const;
