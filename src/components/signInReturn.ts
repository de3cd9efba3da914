import type { Location } from 'react-router-dom';

/** What /login is handed when a clerk is sent there: why, and the page to go back to. */
export interface SignInReturn {
  /** The session ended (its renewal was refused): the sign-in page says so. */
  sessionEnded?: boolean;
  /** The page the clerk was on: path and query. */
  from?: string;
  /**
   * The admin whose session ended there: someone else signing in on that tab goes to the
   * dashboard, not to a page (and a draft) of a colleague's.
   */
  by?: string | null;
}

/** Where a sign-in by `adminId` leads back to: the handed-over page if it was theirs. */
export function returnFor(handedOver: SignInReturn, adminId: string): string {
  const theirs = !handedOver.by || handedOver.by === adminId;
  return (theirs && safeReturnPath(handedOver.from)) || '/dashboard';
}

const SIGN_IN_PAGES = ['/login', '/forgot-password', '/otp', '/reset-password'];

/**
 * A page of this shop to return to after signing in, or null: only a path of the same origin
 * (never `//host`, a scheme or a backslash trick, so never an open redirect) and never a sign-in
 * page itself.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return null;
  if (value.startsWith('//') || value.includes('\\') || [...value].some((c) => c < ' '))
    return null;
  let url: URL;
  try {
    url = new URL(value, 'http://shop.invalid');
  } catch {
    return null;
  }
  // Dot segments can leave a path of another host once resolved: '/.//evil.example' is '//evil.example'.
  if (url.origin !== 'http://shop.invalid' || url.pathname.startsWith('//')) return null;
  if (SIGN_IN_PAGES.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** Where the clerk is now, for the sign-in page to bring them back. */
export const returnTo = (location: Pick<Location, 'pathname' | 'search'>): SignInReturn => ({
  from: `${location.pathname}${location.search}`,
});

/**
 * Sends an admin signed in with a one-time password, who opened another screen, back to the
 * profile with its password form open (the server refuses the rest until it is changed).
 */
export function backToPasswordForm(router: {
  state: { location: Location };
  navigate: (
    to: string,
    opts: { replace: boolean; state: { mustChangePassword: true } },
  ) => unknown;
}) {
  if (router.state.location.pathname === '/profile') return;
  void router.navigate('/profile', { replace: true, state: { mustChangePassword: true } });
}

/**
 * Sends a clerk whose session ended to /login, saying so, keeping the page to return to and
 * whose it was.
 */
export function leaveForLogin(
  router: {
    state: { location: Location };
    navigate: (to: string, opts: { replace: boolean; state: SignInReturn }) => unknown;
  },
  by: string | null,
) {
  void router.navigate('/login', {
    replace: true,
    state: { ...returnTo(router.state.location), sessionEnded: true, by },
  });
}
