import * as yup from 'yup';
import { newPasswordRules } from '../../components/newPasswordRules';

export const resetPasswordSchema = yup
  .object({
    newPassword: yup.string().default(''),
    confirmPassword: yup.string().default(''),
  })
  .test(newPasswordRules);

export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;

/** Checked in this order; the first failing message is the one shown. */
export const resetPasswordOrder = ['confirmPassword', 'newPassword'] as const;
