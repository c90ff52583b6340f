import { Type } from 'typebox';
import { AdminIdentity, MfaStatus } from './auth.ts';
import { Envelope, Id, StrictObject } from './common.ts';

/** A code as authenticator apps show it: 6 digits, spaces allowed ("123 456"); anything else is a 400. */
export const TotpCode = Type.String({ minLength: 1, maxLength: 32, description: 'the 6-digit code the authenticator app shows' });
const RecoveryCode = Type.String({ minLength: 1, maxLength: 64, description: 'one of the account\u2019s recovery codes, once' });
const Challenge = Type.String({ minLength: 1, maxLength: 128, description: 'the `challenge` the password step answered' });

export const CodeBody = StrictObject({ code: TotpCode });

export const SecondStepBody = Type.Union([
  StrictObject({ challenge: Challenge, code: TotpCode }),
  StrictObject({ challenge: Challenge, recoveryCode: RecoveryCode }),
]);

export const MeReply = Envelope(StrictObject({ ...AdminIdentity.properties, mfa: MfaStatus }));
export const EnrolmentReply = Envelope(StrictObject({ secret: Type.String({ description: 'base32, not active until confirmed' }), otpauthUrl: Type.String() }));
export const RecoveryCodesReply = Envelope(StrictObject({ recoveryCodes: Type.Array(Type.String(), { description: 'shown once' }) }));

const Session = StrictObject({
  id: Id,
  browser: Type.Union([Type.String(), Type.Null()]),
  os: Type.Union([Type.String(), Type.Null()]),
  userAgent: Type.Union([Type.String(), Type.Null()]),
  address: Type.Union([Type.String(), Type.Null()]),
  startedAt: Type.String({ format: 'date-time' }),
  lastSeenAt: Type.String({ format: 'date-time' }),
  current: Type.Boolean(),
});
export const SessionsReply = Envelope(Type.Array(Session));
export const SessionsEndedReply = Envelope(StrictObject({ ended: Type.Integer({ minimum: 0 }) }));
export const SessionParams = StrictObject({ sessionId: Id });
export const MemberSessionParams = StrictObject({ id: Id, sessionId: Id });
