import { useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => {};

/**
 * False while the page is the server's HTML (and during hydration), true once React runs it.
 * Buttons that only work through React stay disabled until then: a tap on a server-rendered
 * form's submit button would otherwise submit it natively, to the page's own address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * `children(hydrated)`, read here rather than by the component around it: when React takes the
 * page over, only this part renders again (a control enabled), not a whole list or page with it.
 */
export function Hydrated({ children }: { children: (hydrated: boolean) => ReactNode }): ReactNode {
  return children(useHydrated());
}
