import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';

/** docs/product.md §9: after the code is verified, and after the new password is saved. */
export const REDIRECT_DELAY_MS = 2000;

/** What the password reset steps hand to each other in navigation state. */
export interface ResetFlowState {
  email: string;
}

/** The e-mail carried from the previous step, or null when the page was opened directly. */
export function emailFrom(state: unknown): string | null {
  const email = (state as Partial<ResetFlowState> | null)?.email;
  return typeof email === 'string' && email !== '' ? email : null;
}

/** navigate(), two seconds later; dropped if the page goes away first. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(to, options), REDIRECT_DELAY_MS);
    },
    [navigate],
  );
}
