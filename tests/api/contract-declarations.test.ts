import { describe, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import { CONTRACT_ROUTES, routeKey, type Shape } from '../../server/contract/contract-routes.ts';

/**
 * The entity declarations agree with the production backend's contract: an entity the console
 * offers without roles uses only the contract's routes, and a column its rows cannot fill there is
 * declared `extension` (hidden until rows carry it). A new entity or column that breaks either
 * fails here instead of in front of the production backend.
 */
const contract = new Map(CONTRACT_ROUTES.map((route) => [routeKey(route.method, route.path), route.reply]));

/** Whether a dotted source (`userId.name`) is kept by a row shape. */
function shapeHas(shape: Shape, source: string): boolean {
  const [head, ...rest] = source.split('.');
  if (shape === true) return true;
  if (Array.isArray(shape)) return shapeHas(shape[0], source);
  if (head === '_id') return true;
  const inner = shape[head];
  return inner !== undefined && (rest.length === 0 || shapeHas(inner, rest.join('.')));
}

const contractEntities = entities.filter((entity) => !entity.extension);

describe('entities offered to the production backend', () => {
  it('are the spec entities (an entity outside the contract is declared `extension`)', () => {
    expect(contractEntities.map((entity) => entity.name).sort()).toEqual([
      'coupon',
      'engagement',
      'packages',
      'socialPlatform',
      'tasks',
      'tasksLog',
      'transactions',
      'users',
    ]);
  });

  it.each(contractEntities.map((entity) => [entity.name, entity] as const))(
    '%s reads, adds, changes and deletes through contract routes only',
    (_name, entity) => {
      const { api } = entity;
      const used = [
        routeKey('GET', api.list),
        ...(api.create ? [routeKey('POST', api.create)] : []),
        ...(api.update ? [routeKey(api.updateMethod ?? 'PUT', api.update)] : []),
        ...(api.delete ? [routeKey('DELETE', api.delete)] : []),
      ];
      expect(used.filter((key) => !contract.has(key))).toEqual([]);
    },
  );

  it.each(contractEntities.map((entity) => [entity.name, entity] as const))(
    '%s: every column the contract rows cannot fill is declared `extension`',
    (_name, entity) => {
      const reply = contract.get(routeKey('GET', entity.api.list)) as { data: [Shape] };
      const row = reply.data[0];
      const columns = [
        ...new Set([
          ...entity.list.columns,
          ...(entity.list.hiddenColumns ?? []),
          ...Object.keys(entity.fields).filter((source) => entity.fields[source].extension),
        ]),
      ];
      const unfilled = columns.filter((source) => !shapeHas(row, source) && !entity.fields[source]?.extension);
      expect(unfilled).toEqual([]);
      // And the declared extensions are what the contract lacks: a field the contract has is never hidden.
      expect(columns.filter((source) => entity.fields[source]?.extension && shapeHas(row, source))).toEqual([]);
    },
  );
});
