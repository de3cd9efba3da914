import type * as yup from 'yup';
import { newPasswordProblems } from '@shop/domain/accounts';

interface NewPasswordPair {
  newPassword?: string;
  confirmPassword?: string;
}

/**
 * The new-password rules of docs/product.md §5 (they must match, then at least 6 characters) as an
 * object-level yup test, reported on the field the domain names.
 */
export const newPasswordRules: yup.TestConfig<NewPasswordPair> = {
  name: 'new-password',
  test(values, context) {
    const [problem] = newPasswordProblems(values.newPassword ?? '', values.confirmPassword ?? '');
    return problem ? context.createError({ path: problem.param, message: problem.msg }) : true;
  },
};
