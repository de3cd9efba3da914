import * as yup from 'yup';
import { urduTextProblem, type UrduTextField } from '@shop/domain/catalogue';

/** An optional Urdu name or description, checked by the rule the server uses (@shop/domain). */
export const urduText = (field: UrduTextField, maxName: number) =>
  yup.string().test(field, (value, context) => {
    const problem = urduTextProblem(field, value ?? '', maxName);
    return problem ? context.createError({ message: problem }) : true;
  });
