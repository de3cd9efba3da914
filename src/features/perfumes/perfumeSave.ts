import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AlertNavigationState } from '../../components/adminAlertContext';
import { messageFailure, type Failure } from '../../components/failure';
import type { PerfumeDetails } from './perfumeSchema';
import { urduTextBody } from '../../components/UrduTextFields';
import type { VariantRows } from './useVariantRows';
import { revealVariantProblems } from './variantFocus';

/** The perfume's details as the server takes them: names and descriptions trimmed. */
export const detailsBody = (values: PerfumeDetails) => ({
  name: values.name.trim(),
  description: values.description.trim(),
  ...urduTextBody(values),
  category: values.category,
});

/**
 * What the add and update forms show of a save: the failure (`refuse` also marks the size rows a
 * variants problem names; `passes` says the form's own check before sending), and `saved`, which
 * ends the draft and goes back to the list with the server's message.
 */
export function usePerfumeSave(variants: VariantRows, draft: { finish: () => void }) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const navigate = useNavigate();
  const refuse = (refused: Failure) => {
    setFailure(refused);
    revealVariantProblems(refused.message, variants);
  };
  /** Before sending: says the problem the form's own check found (false), or clears the last. */
  const passes = (problem: string | null) => {
    if (problem) refuse(messageFailure(problem));
    else setFailure(null);
    return !problem;
  };
  const saved = (message: string) => {
    draft.finish();
    navigate('/perfumes', { state: { message } satisfies AlertNavigationState });
  };
  return { failure, setFailure, refuse, passes, saved };
}
