import * as yup from 'yup';
import { accountMessages } from '@shop/domain/accounts';

export const usernameSchema = yup.object({
  name: yup.string().trim().required(accountMessages.nameRequired),
});

export type UsernameValues = yup.InferType<typeof usernameSchema>;
