import type * as yup from 'yup';
import { loginSchema } from './loginSchema';

/** The e-mail rule of the sign-in form. */
export const forgotPasswordSchema = loginSchema.pick(['email']);

export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;
