/** Staff account rules shared by the back-office forms and the server (docs/product.md §5). */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_NAME_LENGTH = 100;
export const OTP_LENGTH = 6;

/**
 * The server's 403 to an admin signed in with a one-time password (`npm run admin`) for every
 * back-office call but the profile's, until the password is changed.
 */
export const CHANGE_TEMPORARY_PASSWORD =
  'Your password was reset. Choose a new password on your profile before anything else.';

/** text, at sign, text, dot, text */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const accountMessages = {
  fullNameRequired: 'Full name is required.',
  nameRequired: 'Name is required.',
  invalidEmail: 'Enter a valid email address.',
  passwordTooShortLong: 'Password must be at least 6 characters long.',
  passwordTooShort: 'Password must be at least 6 characters.',
  passwordsDoNotMatch: 'Passwords do not match.',
  currentPasswordRequired: 'Current password is required.',
  roleRequired: 'Role is required.',
} as const;

export interface FieldProblem {
  param: string;
  msg: string;
}

/** Problems with a new password and its confirmation, in the order docs/product.md §5 checks them. */
export function newPasswordProblems(newPassword: string, confirmPassword: string): FieldProblem[] {
  if (newPassword !== confirmPassword) {
    return [{ param: 'confirmPassword', msg: accountMessages.passwordsDoNotMatch }];
  }
  if (newPassword.length < MIN_PASSWORD_LENGTH) {
    return [{ param: 'newPassword', msg: accountMessages.passwordTooShort }];
  }
  return [];
}
