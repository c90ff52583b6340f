import { badRequest } from '../errors.ts';
import { scanJson } from '../plugins/json-body.ts';
import { MAX_PER_PAGE } from '../lists/list-params.ts';

const DIALECT_KEYS = ['range', 'filter'] as const;

/** The dialect's JSON, read as strictly as bodies are: a key named twice (`{"status":"a","status":"b"}`) is refused, not resolved to the last. */
const parsed = (text: unknown, code: string, what: string): unknown => {
  let value: unknown;
  try {
    value = JSON.parse(String(text));
  } catch {
    throw badRequest(`${what} is not JSON`, code);
  }
  const twice = scanJson(String(text));
  if (twice) throw badRequest(`${what}.${twice} is given twice`, code, { field: `${what}.${twice}` });
  return value;
};

const isJsonSort = (sort: unknown) => typeof sort === 'string' && sort.startsWith('[');

/** Whether a query speaks react-admin's simple-rest dialect. */
export const speaksSimpleRest = (query: Record<string, unknown>) => DIALECT_KEYS.some((key) => query[key] !== undefined) || isJsonSort(query.sort);

/** `range=[from,to]` → page and perPage: a range starts at a multiple of its length, as react-admin's pages do. */
function pageOfRange(range: unknown) {
  const value = parsed(range, 'list.range', 'range');
  const [from, to] = Array.isArray(value) ? value : [];
  const length = Number(to) - Number(from) + 1;
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    !Number.isSafeInteger(from) ||
    !Number.isSafeInteger(to) ||
    from < 0 ||
    length < 1 ||
    length > MAX_PER_PAGE ||
    from % length !== 0
  ) {
    throw badRequest(`range must be [from, to] with to - from + 1 between 1 and ${MAX_PER_PAGE} and from a multiple of it`, 'list.range', {
      limit: MAX_PER_PAGE,
    });
  }
  return { page: String(from / length + 1), perPage: String(length) };
}

/** `sort=["field","ASC"]` → sort and order. */
function sortOf(sort: unknown) {
  const value = parsed(sort, 'list.sort_json', 'sort');
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || !/^(asc|desc)$/i.test(String(value[1]))) {
    throw badRequest('sort must be ["field", "ASC" or "DESC"]', 'list.sort_json');
  }
  return { sort: value[0], order: String(value[1]).toLowerCase() };
}

/** `filter={"status":"failed","q":"ade","id":[…]}` → the same query parameters, as text (the schema then checks and converts them). */
function filtersOf(filter: unknown, query: Record<string, unknown>) {
  const value = parsed(filter, 'list.filter', 'filter');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('filter must be a JSON object', 'list.filter');
  // No prototype: a `__proto__` key stays a key, which the schema then refuses as unknown.
  const params: Record<string, string | string[]> = Object.create(null);
  for (const [key, item] of Object.entries(value)) {
    if (item === null || item === '' || item === undefined) continue;
    if (Object.hasOwn(query, key) || DIALECT_KEYS.includes(key as never) || key === 'sort' || key === 'order') {
      throw badRequest(`filter.${key} is also given outside filter`, 'list.filter_twice', { field: key });
    }
    if (key === 'id' && Array.isArray(item)) params.id = item.map(String);
    else if (['string', 'number', 'boolean'].includes(typeof item)) params[key] = String(item);
    else throw badRequest(`filter.${key} must be text, a number or true/false`, 'list.filter_value', { field: key });
  }
  return params;
}

/**
 * react-admin's simple-rest dialect in the paging extension's own parameters, so that one strict
 * schema checks both: `range=[0,49]` is page 1 of 50, `sort=["amount","DESC"]` is sort=amount and
 * order=desc, `filter={…}` its keys as parameters (`id: [...]` selects records by key).
 */
export function fromSimpleRest(query: Record<string, unknown>): Record<string, unknown> {
  if (!speaksSimpleRest(query)) return query;
  const { range, filter, sort, ...rest } = query;
  return {
    ...rest,
    ...(filter !== undefined && filtersOf(filter, rest)),
    ...(range !== undefined && pageOfRange(range)),
    ...(sort !== undefined && (isJsonSort(sort) ? sortOf(sort) : { sort })),
  };
}
