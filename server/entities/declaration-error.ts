import { ConfigError } from '../config-error.ts';
import { declarationProblems } from '../../entities/declaration-problems.ts';
import type { EntityDeclaration } from '../../entities/types.ts';
import { englishMessage } from './labels.ts';

/** A declaration the server cannot serve: start-up stops with one line naming the entity and the field. */
export class DeclarationError extends ConfigError {}

const hasEnglish = (key: string) => {
  try {
    return /\S/.test(englishMessage(key));
  } catch {
    return false;
  }
};

/** The declarations' mistakes (entities/declaration-problems.ts), with English read from the console's messages. */
export const problemsIn = (declarations: readonly EntityDeclaration[]) => declarationProblems(declarations, { hasEnglish });

/** Refuses to serve declarations with a mistake: the first one, and how many more `npm test` lists. */
export function assertDeclarationsServable(declarations: readonly EntityDeclaration[]) {
  const [first, ...more] = problemsIn(declarations);
  if (first) throw new DeclarationError(more.length ? `${first} (and ${more.length} more: npm test lists them)` : first);
}
