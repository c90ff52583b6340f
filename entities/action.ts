import type { FieldDeclaration } from './types.ts';

/**
 * A request outside CRUD (a bulk create, a review): plain data like an entity's, read by the
 * console's form, the server's request schema and the tests. `fields` are its inputs, with the
 * kinds and rules of entity fields; `bounds` are the numbers those rules are made of, named so that
 * screens and tests read them instead of repeating them.
 */
export interface ActionDeclaration {
  fields: Record<string, FieldDeclaration>;
  bounds: Record<string, number>;
}

/** Checks an action's shape at compile time and keeps its literal types. */
export const defineAction = <const T extends ActionDeclaration>(declaration: T): T => declaration;
