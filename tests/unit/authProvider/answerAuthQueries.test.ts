// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerAuthQueriesAtOnce } from '@/authProvider/answerAuthQueries.ts';
import { createAuthProvider } from '@/authProvider/index.ts';
import type { ConsoleAction } from '@/authProvider/access.ts';
import type { HttpClient } from '@/http/httpClient.ts';
import { ROLES } from '@entities/roles.ts';
import { entities } from '@entities/index.ts';
import { installMemoryStorage } from '../support/memoryStorage.ts';

const storage = installMemoryStorage();
beforeEach(() => storage.clear());

const ACTIONS: ConsoleAction[] = [
  'list',
  'show',
  'export',
  'create',
  'edit',
  'delete',
  'toggle',
  'bulk',
  'review',
  'moderate',
  'reverse',
  'approve',
  'release',
  'password',
];
const unreachable = (() => Promise.reject(new Error('no call expected'))) as unknown as HttpClient;

/** A query as react-admin's hooks create it (the cache builds it on first use). */
const created = (client: QueryClient, queryKey: unknown[]) => client.getQueryCache().build(client, { queryKey });

describe('answerAuthQueriesAtOnce', () => {
  it.each([...ROLES, undefined])("answers every entity's access check at creation as the auth provider does, for the role %s", async (role) => {
    storage.setItem('token', 'a-token');
    storage.setItem('admin', JSON.stringify({ email: 'ada@example.com', ...(role && { role }) }));
    const client = new QueryClient();
    answerAuthQueriesAtOnce(client);
    const authProvider = createAuthProvider(unreachable);
    for (const { name: resource } of entities)
      for (const action of ACTIONS) {
        const query = created(client, ['auth', 'canAccess', { action, resource, enabled: true, recordId: undefined }]);
        expect(query.state.status, `${resource} ${action}`).toBe('success');
        expect(query.state.data, `${resource} ${action}`).toBe(await authProvider.canAccess!({ resource, action }));
      }
  });

  it('answers the sign-in check only while a session is stored, and leaves every other query alone', () => {
    const client = new QueryClient();
    answerAuthQueriesAtOnce(client);
    expect(created(client, ['auth', 'checkAuth', {}]).state.status).toBe('pending');
    storage.setItem('token', 'a-token');
    expect(created(client, ['auth', 'checkAuth', { route: 'x' }]).state.data).toBe(true);
    expect(created(client, ['auth', 'canAccess', { resource: 'packages' }]).state.status).toBe('pending');
    expect(created(client, ['packages', 'getList', { resource: 'packages', action: 'list' }]).state.status).toBe('pending');
  });
});
