export const ROLES = ['admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** How a role is written in the back office: "SuperAdmin" or "Admin". */
export function roleLabel(role: Role): string {
  return role === 'superadmin' ? 'SuperAdmin' : 'Admin';
}

/**
 * What each role may do in the back office (docs/product.md §6): the one policy. The server's
 * route guards (`app.allow(action)`, server/src/plugins/auth.ts) and the back office's menu,
 * pages and buttons all read it; a server test walks it against every guarded route.
 */
export const POLICY = {
  /** Sign in and work: dashboard, orders, catalogue, stock, messages, reviews, own profile. */
  work: ROLES,
  /** Add, edit, deactivate and delete staff accounts. */
  manageStaff: ['superadmin'],
  /** Show an inactive category or perfume on the storefront again, and see all in one table. */
  reactivateCatalogue: ['superadmin'],
  /** Delete a review. */
  deleteReviews: ['superadmin'],
  /** Create and edit discount codes (admins see them). */
  editDiscounts: ['superadmin'],
  /** The shop's settings: name, contact details, delivery charges, logo. */
  editSettings: ['superadmin'],
  /** The dashboard's owner figures and its "finish setting up your shop" list. */
  seeOwnerFigures: ['superadmin'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof POLICY;

/** Whether `role` (none: not signed in) may do `action`. */
export function can(role: Role | null | undefined, action: Action): boolean {
  return !!role && (POLICY[action] as readonly Role[]).includes(role);
}
