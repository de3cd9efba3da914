export const ROLES = ['admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** How a role is written in the back office: "SuperAdmin" or "Admin". */
export function roleLabel(role: Role): string {
  return role === 'superadmin' ? 'SuperAdmin' : 'Admin';
}
