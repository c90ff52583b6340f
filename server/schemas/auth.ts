import { Type } from 'typebox';
import { ROLES } from '../../entities/roles.ts';
import { Envelope, StrictObject } from './common.ts';

export const LoginBody = StrictObject({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});

export const AdminIdentity = StrictObject({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Union(
    ROLES.map((role) => Type.Literal(role)),
    { description: 'what the account may do: see `x-roles` on each operation' },
  ),
});

export const LoginReply = Envelope(StrictObject({ token: Type.String(), admin: AdminIdentity }));

export const OwnPasswordChange = StrictObject({
  currentPassword: Type.String({ minLength: 1, maxLength: 1024 }),
  newPassword: Type.String({ minLength: 1, maxLength: 1024, description: 'at least 12 characters, not the current one' }),
});

/** A token for the session that made the change (the account's other sessions have ended). */
export const OwnPasswordReply = Envelope(StrictObject({ token: Type.String() }));
