import { Type } from 'typebox';
import { Envelope, StrictObject } from './common.ts';

export const LoginBody = StrictObject({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});

export const AdminIdentity = StrictObject({ _id: Type.String(), name: Type.String(), email: Type.String() });

export const LoginReply = Envelope(StrictObject({ token: Type.String(), admin: AdminIdentity }));
