// @vitest-environment node
import { HttpError as RaHttpError, type HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '@/authProvider/index.ts';
import { i18nProvider } from '@/i18n/i18nProvider.ts';
import { englishCatalogue } from '@/i18n/locales.ts';
import { consoleProviders } from '../support/consoleProviders.ts';
import { startLiveServer, type LiveServer } from '../support/liveServer.ts';
import { installMemoryStorage } from '../support/memoryStorage.ts';

const en = englishCatalogue;

const storage = installMemoryStorage();
let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server?.close());
beforeEach(() => storage.clear());

const signedOut = vi.fn();
const providers = () => consoleProviders(server.apiUrl, { onLoggedOut: signedOut });

describe('signing in', () => {
  it('stores the token and the admin, and later calls carry the token', async () => {
    const { authProvider, dataProvider } = providers();
    const answer = await authProvider.login(server.admin);
    expect(answer).toMatchObject({ message: 'Login successful' });
    expect(storage.getItem('token')).toMatch(/^ey/);
    expect(JSON.parse(storage.getItem('admin')!)).toMatchObject({ email: server.admin.email });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(
      dataProvider.getList('packages', { pagination: { page: 1, perPage: 5 }, sort: { field: '', order: 'ASC' }, filter: {} }),
    ).resolves.toMatchObject({ total: expect.any(Number) });
    expect(await authProvider.getIdentity!()).toMatchObject({ fullName: expect.any(String) });
  });

  it("rejects a wrong password with the server's message and stores nothing", async () => {
    const error: HttpError = await providers()
      .authProvider.login({ email: server.admin.email, password: 'wrong-password' })
      .catch((e) => e);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid email or password');
    expect(storage.length).toBe(0);
  });

  it.each([
    [500, undefined],
    [502, '<html>Bad Gateway</html>'],
  ])('says a %i answer without words is the server failing, never a wrong password', async (status, body) => {
    const failing = async () => {
      throw new RaHttpError(status === 500 ? 'Internal Server Error' : 'Bad Gateway', status, body);
    };
    const error: HttpError = await createAuthProvider(failing)
      .login(server.admin)
      .catch((e) => e);
    expect([error.message, error.status]).toEqual(['app.login.unavailable', status]);
    expect(i18nProvider.translate(error.message, { status })).toBe(`The server could not sign you in (HTTP ${status}). Please try again later.`);
    expect(storage.length).toBe(0);
  });

  it('says the network failed when nothing answers', async () => {
    const error: HttpError = await consoleProviders('http://127.0.0.1:9/api')
      .authProvider.login(server.admin)
      .catch((e) => e);
    expect(error.message).toBe('app.error.network');
    // The spec's sentence, then the API's address for the admin who set it up (i18nProvider fills %{api_url}).
    expect((en.app as { error: { network: string } }).error.network).toBe('Network error. Please check your connection. (No answer from %{api_url}.)');
  });
});

describe('a renewed token', () => {
  it('replaces the stored one when the server sends it, and is the one sent next', async () => {
    const { authProvider, dataProvider } = providers();
    await authProvider.login(server.admin);
    const { SignJWT } = await import('jose');
    const claims = JSON.parse(atob(storage.getItem('token')!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    // A token of this session (every claim of the genuine one) with 5 minutes left: the server renews it on the next call.
    const aging = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) + 300)
      .sign(new TextEncoder().encode(server.jwtSecret));
    storage.setItem('token', aging);
    await dataProvider.getList('packages', { pagination: { page: 1, perPage: 5 }, sort: { field: '', order: 'ASC' }, filter: {} });
    const renewed = storage.getItem('token')!;
    expect(renewed).not.toBe(aging);
    const renewedClaims = JSON.parse(atob(renewed.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    expect(renewedClaims.sid).toBe(claims.sid);
    expect(renewedClaims.exp).toBeGreaterThan(Math.floor(Date.now() / 1000) + 1200);
  });
});

describe('signing out', () => {
  it('clears all local storage, says so once, and goes to /login', async () => {
    const { authProvider } = providers();
    await authProvider.login(server.admin);
    storage.setItem('vite-ui-theme', 'dark');
    storage.setItem('RaStore.sidebar.open', 'true');
    signedOut.mockClear();
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('admin')).toBeNull();
    expect(storage.length).toBe(0);
    // Not signed in any more: no second "Logged out successfully!".
    await authProvider.logout({});
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('ends the session on the server, so a copy of the token is refused afterwards', async () => {
    const { authProvider } = providers();
    await authProvider.login(server.admin);
    const copied = storage.getItem('token')!;
    const call = () => fetch(`${server.apiUrl}/packages`, { headers: { authorization: `Bearer ${copied}` } });
    expect((await call()).status).toBe(200);
    await authProvider.logout({});
    expect((await call()).status).toBe(401);
  });

  it('sends an anonymous visitor to /login without a message', async () => {
    await expect(providers().authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
  });

  it('logs out on a 401 from the server, not on other failures', async () => {
    const { authProvider, dataProvider } = providers();
    storage.setItem('token', 'expired-or-forged');
    const error = await dataProvider
      .getList('packages', { pagination: { page: 1, perPage: 5 }, sort: { field: '', order: 'ASC' }, filter: {} })
      .catch((e) => e);
    expect(error.status).toBe(401);
    await expect(authProvider.checkError(error)).rejects.toEqual({ redirectTo: '/login', message: false });
    await expect(authProvider.checkError({ status: 400 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 0 })).resolves.toBeUndefined();
  });
});

describe('what the role may do', () => {
  const can = (resource: string, action: string) => providers().authProvider.canAccess!({ resource, action });

  it('follows the role sign-in answered: a viewer reads everything, writes and reviews nothing, and a 403 does not sign out', async () => {
    const { authProvider } = providers();
    await authProvider.login(server.admin);
    expect(await can('team', 'list')).toBe(true);
    expect(await can('packages', 'delete')).toBe(true);
    const viewer = { email: 'viewer-unit@example.com', password: 'viewer-unit-password' };
    // Made on the server directly: adding an account by API needs a code entered lately (tested with two-factor sign-in).
    const { app } = server as unknown as { app: { admins: { create(input: object): Promise<unknown> } } };
    await app.admins.create({ ...viewer, name: 'Unit Viewer', role: 'viewer' });
    await authProvider.login(viewer);
    expect(await authProvider.getIdentity!()).toMatchObject({ role: 'viewer', email: viewer.email });
    for (const resource of ['packages', 'coupon', 'tasksLog', 'users', 'transactions']) expect(await can(resource, 'list'), resource).toBe(true);
    for (const [resource, action] of [
      ['packages', 'create'],
      ['coupon', 'toggle'],
      ['coupon', 'bulk'],
      ['tasksLog', 'review'],
      ['team', 'list'],
      ['activity', 'list'],
    ]) {
      expect(await can(resource, action), `${resource} ${action}`).toBe(false);
    }
    expect(await can('account', 'password')).toBe(true);
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
  });

  it('against a server without roles (the production backend), allows what the contract has and hides the rest', async () => {
    storage.setItem('token', 'a-token');
    storage.setItem('admin', JSON.stringify({ _id: '1', name: 'Prod Admin', email: 'prod@example.com' }));
    for (const [resource, action] of [
      ['packages', 'create'],
      ['coupon', 'toggle'],
      ['tasksLog', 'review'],
      ['users', 'list'],
    ])
      expect(await can(resource, action), `${resource} ${action}`).toBe(true);
    for (const [resource, action] of [
      ['team', 'list'],
      ['activity', 'list'],
      ['account', 'password'],
      // No approvals there: neither the screen nor the dashboard's and bell's count of them.
      ['approvals', 'list'],
      ['approvals', 'approve'],
    ])
      expect(await can(resource, action), `${resource} ${action}`).toBe(false);
  });
});
