import { Type } from 'typebox';
import type { FieldDeclaration } from '../../entities/types.ts';
import { inputSchema } from './field-schemas.ts';

/** A declared input as the request takes it (inputSchema), typed as the value the route reads. */
export const declaredInput = <T>(field: FieldDeclaration) => Type.Unsafe<T>(inputSchema(field));

/** A declared whole number: the bounds inputSchema gives the field, whole numbers only. */
export function wholeNumber(field: FieldDeclaration) {
  const { minimum, maximum } = inputSchema(field) as { minimum?: number; maximum?: number };
  return Type.Integer({ minimum, maximum });
}

/**
 * A text whose declared length holds once trimmed, which its service checks against the same
 * declaration: the request takes the kind's text with the declared pattern, spaces around included.
 */
export const untrimmedText = (field: FieldDeclaration, description: string) =>
  Type.Unsafe<string>({ ...inputSchema({ ...field, minLength: undefined, maxLength: undefined }), description });
