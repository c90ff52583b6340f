import { beforeEach, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from '../helpers/server-process.ts';
import { nextTestKeyCode } from '../helpers/mfa.ts';
import { apiToken, consoleSuite, menuEntryLabel, SCREENS, seedStorage, signedInPage } from './console-support.ts';

const s = consoleSuite();
const { baseUrl } = s;
beforeEach(async () => {
  await s.open();
});

const pathname = (url: string) => new URL(url).pathname;

describe('signing in', () => {
  it('shows the success dialog, then enters the console at /dashboard with the session stored', async () => {
    const page = await s.context!.newPage();
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl)) outside.push(request.url());
    });
    await page.goto(`${baseUrl}/login`);
    await expect.poll(() => page.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Email').getAttribute('required')).not.toBeNull();
    expect(await page.getByLabel('Password').getAttribute('required')).not.toBeNull();
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    // The e2e admin has two-factor sign-in: the password answers the second step.
    await page.getByLabel('6-digit code').fill((await nextTestKeyCode()).code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('dialog').getByText('Login successful').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), admin: localStorage.getItem('admin') }));
    expect(stored.token).toMatch(/^ey/);
    expect(JSON.parse(stored.admin!)).toMatchObject({ email: E2E_ADMIN.email });
    expect(outside).toEqual([]);
  });

  it("shows the server's message in an error dialog when the password is wrong", async () => {
    const page = await s.context!.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Invalid email or password').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(pathname(page.url())).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

describe('the outer routes', () => {
  it.each([
    ['/dashboard', '/login'],
    ['/dashboard/packages', '/login'],
    ['/dashboard/logout', '/login'],
    ['/login', '/login'],
    ['/somewhere/else', '/'],
  ])('without a session, %s ends on %s', async (path, expected) => {
    const page = await s.context!.newPage();
    await page.goto(baseUrl + path);
    await page.waitForURL((url) => url.pathname === expected);
    if (expected === '/login') await page.getByRole('button', { name: 'Login' }).waitFor();
  });

  it.each([
    ['/login', '/dashboard'],
    ['/dashboard/no-such-screen', '/'],
    ['/no/such/page', '/'],
  ])('with a session, %s ends on %s', async (path, expected) => {
    const page = await signedInPage(s.context!, baseUrl, s.token, path);
    await page.waitForURL((url) => url.pathname === expected);
  });

  it.each(SCREENS)('with a session, /dashboard/%s shows "%s" with its menu entry active', async (segment, heading) => {
    const page = await signedInPage(s.context!, baseUrl, s.token, `/dashboard${segment ? `/${segment}` : ''}`);
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    const active = page.locator('.RaMenuItemLink-active');
    await expect.poll(async () => (await active.allInnerTexts()).map(menuEntryLabel)).toEqual([heading]);
  });
});

describe('signing out', () => {
  it('/dashboard/logout clears all local storage, ends the session on the server, says so, and lands on /login', async () => {
    // Its own session: logging out revokes the token on the server, and the suite's token must live on.
    const token = await apiToken(baseUrl);
    const page = await signedInPage(s.context!, baseUrl, token, '/dashboard', 'dark');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Logged out successfully!').waitFor();
    const left = await page.evaluate(() => Object.keys(localStorage));
    expect(left).toEqual([]);
    const reused = await fetch(`${baseUrl}/api/packages`, { headers: { authorization: `Bearer ${token}` } });
    expect(reused.status).toBe(401);
  });

  it('a 401 from the server signs the admin out', async () => {
    const page = await s.context!.newPage();
    await seedStorage(page, baseUrl, { token: 'forged-or-expired', admin: '{}' });
    await page.goto(`${baseUrl}/dashboard/packages`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Logged out successfully!').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
