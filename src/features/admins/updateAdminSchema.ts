import * as yup from 'yup';
import { accountMessages } from '@shop/domain/accounts';
import { ROLES, type Role } from '@shop/domain/roles';

export const updateAdminSchema = yup.object({
  name: yup.string().trim().required(accountMessages.fullNameRequired),
  role: yup
    .mixed<Role>()
    .oneOf(ROLES, accountMessages.roleRequired)
    .required(accountMessages.roleRequired),
  active: yup.boolean().required(),
});

export type UpdateAdminValues = yup.InferType<typeof updateAdminSchema>;

/** docs/product.md §5 checks these in this order; the first failing message is the one shown. */
export const updateAdminOrder = ['name', 'role'] as const;
