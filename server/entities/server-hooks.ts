import type { TProperties } from 'typebox';
import type { AnyLister } from '../lists/lister.ts';
import type { EntityHooks } from './entity-service.ts';

/**
 * What the server adds to one entity's declaration: the rules a declaration cannot say. An entity
 * with any exports them as `hooks` from its server home, server/domains/<entity name>/hooks.ts
 * (found by server/domains/index.ts); a plain entity has no home.
 */
export interface ServerHooks extends EntityHooks {
  /** A read-only list's own lister (rows joined from several tables); no table service is made then. */
  lister?: AnyLister;
  /** Query parameters beyond the derived filters (a ledger's `from` / `to`). */
  query?: TProperties;
  /** The list's description in the OpenAPI document. */
  description?: string;
  /** The module that registers the entity's writes itself, where they are more than create/update/delete (team accounts). */
  ownWrites?: string;
}
