import type { ListAdminsApiResponse } from '../../store/api/generated/backOfficeApi';

export type AdminRecord = ListAdminsApiResponse[number];

/** The root superadmin has no creator: nobody may edit, toggle or delete it (docs/product.md §2). */
export const isLocked = (admin: AdminRecord) => admin.isRoot || admin.createdBy === null;
