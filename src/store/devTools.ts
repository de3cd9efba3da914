import type { DevToolsEnhancerOptions, UnknownAction } from '@reduxjs/toolkit';

interface QueryMeta {
  arg?: { endpointName?: string; type?: string };
  requestStatus?: string;
}

/**
 * Redux DevTools, named for what happened: an RTK Query action reads
 * "api/executeQuery/fulfilled · getPerfumes" instead of the bare thunk type, so the log is a list
 * of events ("getPerfumes fulfilled", "placeOrder rejected"), and the signed-in admin's name and
 * e-mail are masked in the state the extension shows.
 */
export const devToolsOptions: DevToolsEnhancerOptions = {
  name: 'Perfume shop',
  maxAge: 100,
  actionSanitizer: <A extends UnknownAction>(action: A): A => {
    const meta = (action as { meta?: QueryMeta }).meta;
    const endpoint = meta?.arg?.endpointName;
    return endpoint ? { ...action, type: `${action.type} · ${endpoint}` } : action;
  },
  stateSanitizer: <S>(state: S): S => {
    const session = (state as { session?: { admin?: object | null } }).session;
    if (!session?.admin) return state;
    return {
      ...state,
      session: { ...session, admin: { ...session.admin, email: '…', name: '…' } },
    };
  },
};
