import { forwardRef, useContext, type AnchorHTMLAttributes } from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_NavigationContext as NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type To,
} from 'react-router-dom';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the shop (never another site's address: that is a plain <a>). */
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

/**
 * React Router's <Link> as the shop uses it: the href React Router makes of `to` and its click
 * handler (a plain click navigates in the app; a modified click, a middle click or another target
 * is left to the browser). React Router's own <Link> also carries framework mode's prefetching
 * and route discovery, which a data router never uses but every first load downloaded (about
 * 2 KB brotli).
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, replace, state, preventScrollReset, target, onClick, ...rest },
  ref,
) {
  // Navigations in a transition, as React Router's <Link> does when its provider asks for them.
  const { useTransitions } = useContext(NavigationContext);
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, {
    replace,
    state,
    target,
    preventScrollReset,
    useTransitions,
  });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
});

export interface NavLinkProps extends RouterLinkProps {
  className?: string;
  /** Active only on its own path, not on the paths below it. */
  end?: boolean;
}

/**
 * React Router's <NavLink> as the shop uses it: a RouterLink with `aria-current="page"` and the
 * class `active` on the current page (and below it, unless `end`), `pending` while a navigation
 * to it is under way. Paths compare case-insensitively, as React Router's do by default.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, end = false, className, ...rest },
  ref,
) {
  const path = useResolvedPath(to);
  const location = useLocation();
  const routerState = useContext(DataRouterStateContext);
  const { navigator } = useContext(NavigationContext);
  const target = (
    navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname
  ).toLowerCase();
  // `at`: where a path below the link's continues with a slash (a link ending in one keeps it).
  const onPath = (pathname: string | undefined, at: number) =>
    pathname !== undefined &&
    (pathname === target || (!end && pathname.startsWith(target) && pathname.charAt(at) === '/'));
  const isActive = onPath(
    location.pathname.toLowerCase(),
    target !== '/' && target.endsWith('/') ? target.length - 1 : target.length,
  );
  const isPending = onPath(routerState?.navigation.location?.pathname.toLowerCase(), target.length);
  return (
    <RouterLink
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={[className, isActive && 'active', isPending && 'pending']
        .filter(Boolean)
        .join(' ')}
    />
  );
});
