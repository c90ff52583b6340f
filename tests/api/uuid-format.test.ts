import { beforeAll, expect, it } from 'vitest';
import { documentedOperations, fillPath, type Operation } from '../helpers/openapi-operations.ts';
import { describeApi } from '../helpers/test-app.ts';

const ID = '7d2d7a3e-2a5c-4f6e-9a57-0d6c1c4c0b9e';
/**
 * Spellings of a UUID a looser check takes and PostgreSQL's uuid type refuses, and upper case,
 * which PostgreSQL takes but the API compares as text after validation (claims, flags, selections).
 */
const LOOKALIKES = [`urn:uuid:${ID}`, `{${ID}}`, ID.replace(/-/g, ''), ` ${ID}`, ID.toUpperCase()];

describeApi('an id that is not a bare UUID', (t) => {
  let operations: Operation[];
  beforeAll(async () => {
    operations = await documentedOperations(t);
  });

  it('is a 400 naming it on every route that takes an id in its path, never a 500', async () => {
    const withId = operations.filter((o) => !o.public && /\{(id|userId)\}/.test(o.path));
    expect(withId.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const op of withId)
      for (const id of LOOKALIKES) {
        const url = fillPath(op.path, (name) => (name === 'id' || name === 'userId' ? id : ID));
        const reply = await t.request({ method: op.method, url, payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : {} });
        if (reply.statusCode !== 400 && reply.statusCode !== 404) failures.push(`${op.method} ${url}: ${reply.statusCode}`);
      }
    expect(failures).toEqual([]);
  });

  it('is a 400 as a list filter and as a reference in a body', async () => {
    for (const id of LOOKALIKES) {
      const filtered = await t.request({ method: 'GET', url: `/api/admin/transactions/?userId=${encodeURIComponent(id)}` });
      expect(filtered.statusCode, id).toBe(400);
      expect(filtered.json().code).toBe('validation.uuid');
    }
  });
});
