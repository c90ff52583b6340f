import { Type } from 'typebox';
import { Id, StrictObject } from './common.ts';
import { NamedRow } from './named-entities.ts';

const Url = Type.String({ minLength: 1, maxLength: 2000, description: 'an http(s) URL' });
const Description = Type.String({ maxLength: 5000 });

export const TaskRow = StrictObject({
  _id: Id,
  title: Type.String(),
  image: Type.String({ description: 'an http(s) URL, or empty when the task has no image' }),
  socialPlatform: NamedRow,
  engagementType: Type.Array(NamedRow, { description: 'sorted by name' }),
  description: Type.String(),
  taskLink: Type.String(),
  taskPrice: Type.Number({ description: 'naira' }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const TaskCreate = StrictObject({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  image: Type.Optional(Url),
  socialPlatform: Type.String({ format: 'uuid', description: 'a social platform id' }),
  engagementType: Type.Array(Id, { minItems: 1, maxItems: 20, uniqueItems: true, description: 'engagement type ids' }),
  description: Type.Optional(Description),
  taskLink: Url,
  taskPrice: Type.Number({ minimum: 0, maximum: 1_000_000_000, description: 'naira' }),
});

export const TaskUpdate = Type.Partial(TaskCreate, { additionalProperties: false, minProperties: 1 });
