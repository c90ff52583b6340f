import { Type } from 'typebox';
import { ROLES, type Role } from '../../entities/roles.ts';
import { Envelope, StrictObject } from './common.ts';

export const LoginBody = StrictObject({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});

export const AdminIdentity = StrictObject({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Unsafe<Role>({ type: 'string', enum: [...ROLES], description: 'what the account may do: see `x-roles` on each operation' }),
});

export const MfaStatus = StrictObject({
  enabled: Type.Boolean(),
  required: Type.Boolean({ description: 'the role must use two-factor sign-in (MFA_REQUIRED_ROLES)' }),
  graceEndsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'when a required account without it can only sign in to enrol; null when not required or enrolled',
  }),
});

/**
 * A signed-in account's token; or, for an account with two-factor sign-in, no token but a
 * challenge for `POST /admin/login/mfa`. `mfa` tells a console whether to ask for enrolment.
 */
export const LoginReply = Envelope(
  Type.Union([
    StrictObject({ token: Type.String(), admin: AdminIdentity, mfa: Type.Optional(MfaStatus) }),
    StrictObject({ mfaRequired: Type.Literal(true), challenge: Type.String() }),
  ]),
);

export const OwnPasswordChange = StrictObject({
  currentPassword: Type.String({ minLength: 1, maxLength: 1024 }),
  newPassword: Type.String({ minLength: 1, maxLength: 1024, description: 'at least 12 characters, not the current one' }),
});

/** A token for the session that made the change (the account's other sessions have ended). */
export const OwnPasswordReply = Envelope(StrictObject({ token: Type.String() }));
