import { ROLES } from '@shop/domain/roles';
import { oneOf } from '../../schemas/oneOf';
import { Type } from 'typebox';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from '@shop/domain/accounts';

const RoleSchema = oneOf(ROLES);

export const Admin = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  active: Type.Boolean(),
  /** The root superadmin: no creator; nobody may edit, toggle or delete it. */
  isRoot: Type.Boolean(),
  createdBy: Type.Union([
    Type.Object({ _id: Type.Union([Type.String(), Type.Null()]), name: Type.String() }),
    Type.Null(),
  ]),
  createdAt: Type.String({ format: 'date-time' }),
});

export const AdminList = Type.Array(Admin);

export const CreateAdminBody = Type.Object(
  {
    name: Type.String({ maxLength: MAX_NAME_LENGTH }),
    email: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: MAX_PASSWORD_LENGTH }),
    role: Type.Optional(RoleSchema),
  },
  { additionalProperties: false },
);

export const UpdateAdminBody = Type.Object(
  {
    name: Type.String({ maxLength: MAX_NAME_LENGTH }),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    role: RoleSchema,
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const UsernameBody = Type.Object(
  { name: Type.String({ maxLength: MAX_NAME_LENGTH }) },
  { additionalProperties: false },
);

export const PasswordChangeBody = Type.Object(
  {
    currentPassword: Type.String({ maxLength: MAX_PASSWORD_LENGTH }),
    newPassword: Type.String({ maxLength: MAX_PASSWORD_LENGTH }),
    confirmPassword: Type.String({ maxLength: MAX_PASSWORD_LENGTH }),
  },
  { additionalProperties: false },
);

export const UsernameResponse = Type.Object({
  message: Type.String(),
  admin: Type.Object({
    _id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    role: RoleSchema,
  }),
});

export const AdminIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
