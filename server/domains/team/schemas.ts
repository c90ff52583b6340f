import { Type } from 'typebox';
import team, { PASSWORD_MIN_LENGTH } from '../../../entities/team.ts';
import { createSchema, inputSchema, rowSchema, VersionInput } from '../../entities/field-schemas.ts';
import { Envelope, Id, StrictObject } from '../../schemas/common.ts';

const { fields } = team;

export const TeamMemberRow = rowSchema(team);
export const TeamParams = StrictObject({ id: Id });

const password = Type.String({ minLength: 1, maxLength: 1024, description: `at least ${PASSWORD_MIN_LENGTH} characters` });

/** A new account: the declared inputs, and a password when the admin chooses one. */
export const TeamCreate = StrictObject({ ...createSchema(team).properties, password: Type.Optional(password) });

/** A change: any of name, role and disabled, at least one, and the version it was made from. */
export const TeamUpdate = StrictObject(
  {
    name: Type.Optional(inputSchema(fields.name)),
    role: Type.Optional(inputSchema(fields.role)),
    disabled: Type.Optional(Type.Boolean()),
    version: Type.Optional(VersionInput),
  },
  { minProperties: 1 },
);

/** The new account, with `password` only when it was generated: the one time anyone sees it. */
export const TeamCreateReply = Envelope(StrictObject({ ...TeamMemberRow.properties, password: Type.Optional(Type.String()) }));
export const TeamMemberReply = Envelope(TeamMemberRow);
export const PasswordResetReply = Envelope(StrictObject({ _id: Id, password: Type.String({ description: 'shown once' }) }));
