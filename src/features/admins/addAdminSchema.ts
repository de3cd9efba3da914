import * as yup from 'yup';
import { accountMessages, EMAIL_PATTERN, MIN_PASSWORD_LENGTH } from '@shop/domain/accounts';
import { ROLES, type Role } from '@shop/domain/roles';

export const addAdminSchema = yup.object({
  name: yup.string().trim().required(accountMessages.fullNameRequired),
  email: yup
    .string()
    .trim()
    .required(accountMessages.invalidEmail)
    .matches(EMAIL_PATTERN, accountMessages.invalidEmail),
  password: yup
    .string()
    .required(accountMessages.passwordTooShortLong)
    .min(MIN_PASSWORD_LENGTH, accountMessages.passwordTooShortLong),
  role: yup.mixed<Role>().oneOf(ROLES).required(accountMessages.roleRequired),
});

export type AddAdminValues = yup.InferType<typeof addAdminSchema>;

/** docs/product.md §5 checks these in this order; the first failing message is the one shown. */
export const addAdminOrder = ['name', 'email', 'password', 'role'] as const;
