import * as yup from 'yup';
import { OTP_LENGTH } from '@shop/domain/accounts';

const sixDigits = `Enter the ${OTP_LENGTH}-digit code from your e-mail.`;

export const otpSchema = yup.object({
  otp: yup
    .string()
    .trim()
    .required(sixDigits)
    .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), sixDigits),
});

export type OtpValues = yup.InferType<typeof otpSchema>;
