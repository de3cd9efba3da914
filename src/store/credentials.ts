import type { Role } from '@shop/domain/roles';

/** The signed-in admin as kept in localStorage under `admin` (docs/product.md §3). */
export interface StoredAdmin {
  id: string;
  name: string;
  email: string;
  role: Role;
}

const TOKEN = 'token';
const hasStorage = () => typeof localStorage !== 'undefined';
const REFRESH_TOKEN = 'refreshToken';
const ADMIN = 'admin';

export const credentials = {
  // The server renders storefront pages without a localStorage: nobody is signed in there.
  token: (): string | null => (hasStorage() ? localStorage.getItem(TOKEN) : null),
  refreshToken: (): string | null => (hasStorage() ? localStorage.getItem(REFRESH_TOKEN) : null),
  admin(): StoredAdmin | null {
    const raw = hasStorage() ? localStorage.getItem(ADMIN) : null;
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<StoredAdmin>;
      if (
        typeof parsed.id !== 'string' ||
        (parsed.role !== 'admin' && parsed.role !== 'superadmin')
      )
        return null;
      return {
        id: parsed.id,
        name: parsed.name ?? '',
        email: parsed.email ?? '',
        role: parsed.role,
      };
    } catch {
      return null;
    }
  },
  saveLogin(accessToken: string, refreshToken: string, admin: StoredAdmin): void {
    localStorage.setItem(TOKEN, accessToken);
    localStorage.setItem(REFRESH_TOKEN, refreshToken);
    localStorage.setItem(ADMIN, JSON.stringify(admin));
  },
  saveToken(accessToken: string, refreshToken?: string): void {
    localStorage.setItem(TOKEN, accessToken);
    if (refreshToken) localStorage.setItem(REFRESH_TOKEN, refreshToken);
  },
  saveAdmin(admin: StoredAdmin): void {
    localStorage.setItem(ADMIN, JSON.stringify(admin));
  },
  /** Logout (docs/product.md §4): token and admin go; the refresh token stays. */
  clearOnLogout(): void {
    localStorage.removeItem(TOKEN);
    localStorage.removeItem(ADMIN);
  },
  /** A failed refresh (docs/product.md §4): token and refresh token go. */
  clearOnFailedRefresh(): void {
    localStorage.removeItem(TOKEN);
    localStorage.removeItem(REFRESH_TOKEN);
    localStorage.removeItem(ADMIN);
  },
};
