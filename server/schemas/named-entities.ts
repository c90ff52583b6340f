import { Type } from 'typebox';
import { Id, StrictObject } from './common.ts';

/** Engagement types and social platforms: records that are only a name. */
const Name = Type.String({ minLength: 1, maxLength: 200 });

export const NamedRow = StrictObject({ _id: Id, name: Type.String() });
export const NamedCreate = StrictObject({ name: Name });
export const NamedUpdate = NamedCreate;
