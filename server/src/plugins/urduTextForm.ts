import { urduTextProblem, type UrduTextField } from '@shop/domain/catalogue';
import { badRequest } from '../errors';
import type { UrduText } from '../schemas/urduText';
import type { FormPayload } from './multipartForm';

/**
 * The form's Urdu name and description, trimmed (empty: none; left out: undefined, so an edit
 * from a client that does not know them keeps them); 400 naming the field when too long.
 */
export function readUrduText(form: FormPayload, maxName: number): Partial<UrduText> {
  const read = (field: UrduTextField) => {
    const sent = form.fields.get(field);
    if (sent === undefined) return undefined;
    const text = sent.trim();
    const problem = urduTextProblem(field, text, maxName);
    if (problem) throw badRequest(problem, [{ param: field, msg: problem }]);
    return text || null;
  };
  return { nameUr: read('nameUr'), descriptionUr: read('descriptionUr') };
}
