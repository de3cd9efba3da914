import * as yup from 'yup';
import { accountMessages } from '@shop/domain/accounts';
import { newPasswordRules } from '../../components/newPasswordRules';

export const passwordSchema = yup
  .object({
    currentPassword: yup.string().required(accountMessages.currentPasswordRequired),
    newPassword: yup.string().default(''),
    confirmPassword: yup.string().default(''),
  })
  .test(newPasswordRules);

export type PasswordValues = yup.InferType<typeof passwordSchema>;

/** docs/product.md §5 checks these in this order; the first failing message is the one shown. */
export const passwordOrder = ['currentPassword', 'confirmPassword', 'newPassword'] as const;
