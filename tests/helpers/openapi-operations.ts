import type { TestApp } from './test-app.ts';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. /api/coupon/{code}/status */
  path: string;
  public: boolean;
  /** Declared body fields, for generating near-miss bodies. */
  bodyFields: string[];
  queryFields: string[];
  /** The roles the operation allows (`x-roles`), for a signed-in one. */
  roles?: string[];
  /** A stream (`x-stream`): it answers for as long as it is read, so a test must not wait for its end. */
  stream: boolean;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        'x-roles'?: string[];
        'x-stream'?: boolean;
        requestBody?: { content?: { 'application/json'?: { schema?: { properties?: Record<string, unknown> } } } };
        parameters?: { in: string; name: string }[];
      }
    >
  >;
}

/** Every route the API documents, read from its own OpenAPI document (so none can be forgotten). */
export async function documentedOperations(t: TestApp): Promise<Operation[]> {
  const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDoc;
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      public: Array.isArray(op.security) && op.security.length === 0,
      bodyFields: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      queryFields: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      roles: op['x-roles'],
      stream: op['x-stream'] === true,
    })),
  );
}

/** The path with each `{param}` replaced. */
export const fillPath = (path: string, value: (name: string) => string) => path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name)));

/** A well-formed value for each path parameter: ids are UUIDs, coupon codes are codes. */
export const plausibleParam = (name: string) => (name === 'code' ? 'NO-SUCH-CODE' : '7d2d7a3e-2a5c-4f6e-9a57-0d6c1c4c0b9e');
