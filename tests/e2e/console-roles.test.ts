import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import { ROLES, type Role } from '../../entities/roles.ts';
import { englishMessage } from '../../server/entities/labels.ts';
import { mayDo } from '../../entities/access.ts';
import { passwordSignIn } from '../helpers/api-client.ts';
import { api, consoleSuite, E2E_IDENTITY, goInApp, menuEntryLabel, signedInPage } from './console-support.ts';
import { listPage, openList } from './pages/list-page.ts';
import { say } from './pages/messages.ts';

/**
 * The console as each role sees it: the menu, every screen (its list, or "Access denied" without a
 * request), and the write and review controls, against the same policy the server enforces.
 */
const s = consoleSuite();
const PASSWORD = 'role-suite-password-1';
const accounts = {} as Record<Role, { token: string; identity: object }>;

beforeAll(async () => {
  accounts.admin = { token: s.token, identity: E2E_IDENTITY };
  for (const role of ROLES.filter((r) => r !== 'admin')) {
    const email = `${role}-suite@example.com`;
    await api(s.baseUrl, s.token, 'POST', '/admin/admins', { email, name: `Suite ${role}`, role, password: PASSWORD });
    const { token, admin } = await passwordSignIn(s.baseUrl, { email, password: PASSWORD });
    accounts[role] = { token, identity: admin };
  }
});
beforeEach(async () => {
  await s.open();
});
// The reviewer leaves the queue (the admin does after every file): the next files' accounts find its rows free.
afterAll(() => api(s.baseUrl, accounts.reviewer.token, 'DELETE', '/tasks/tasklogs/claims').catch(() => undefined));

const menu = (name: string) => englishMessage(`resources.${name}.menu`);
const listAs = (role: Role, resource: string) => openList(s, resource, { token: accounts[role].token, admin: accounts[role].identity });
const pageAs = (role: Role, path: string) => signedInPage(s.context!, s.baseUrl, accounts[role].token, path, undefined, accounts[role].identity);
const forbiddenResponses = (page: Page) => {
  const seen: string[] = [];
  page.on('response', (r) => r.status() === 403 && seen.push(r.url()));
  return seen;
};

describe.each(ROLES)('as %s', (role) => {
  it('the menu lists exactly the screens the role may open, Logout last', async () => {
    const page = await pageAs(role, '/dashboard');
    const nav = page.getByRole('navigation').or(page.locator('.RaSidebar-fixed')).first();
    await nav.getByText('Logout').waitFor();
    const labels = (await page.locator('.RaMenu-open [role="menuitem"], .RaMenu-open a').allInnerTexts()).map(menuEntryLabel);
    const expected = ['Dashboard', ...entities.filter((e) => mayDo(role, e.name, 'list')).map((e) => menu(e.name)), 'Logout'];
    expect(labels).toEqual(expected);
  });

  it('each screen shows its list where the role may read it, and "Access denied" without a request elsewhere', async () => {
    const page = await pageAs(role, '/dashboard');
    const refused = forbiddenResponses(page);
    for (const entity of entities) {
      await goInApp(page, `/dashboard/${entity.name}`);
      if (mayDo(role, entity.name, 'list')) await listPage(page, entity.name).ready();
      else {
        await page.getByRole('heading', { name: 'Access denied' }).waitFor();
        expect(await page.getByRole('alert').filter({ hasText: 'Access denied' }).innerText()).toContain(
          `Your role (${englishMessage(`app.roles.${role}`)}) cannot open this page`,
        );
        expect(refused, entity.name).toEqual([]);
      }
    }
  });

  it('Add, Edit and Delete show only where the role may write; a write URL shows "Access denied"', async () => {
    const page = await pageAs(role, '/dashboard');
    for (const entity of entities.filter((e) => e.form && mayDo(role, e.name, 'list'))) {
      await goInApp(page, `/dashboard/${entity.name}`);
      const list = await listPage(page, entity.name).ready();
      const { rows } = list;
      const writes = mayDo(role, entity.name, 'create');
      expect(await page.getByRole('link', { name: say('app.list.add', { name: list.one }) }).count(), `${entity.name} Add`).toBe(writes ? 1 : 0);
      if (await rows.count())
        expect(await list.editButton(rows.first()).count(), `${entity.name} Edit`).toBe(writes && entity.list.actions?.includes('edit') ? 1 : 0);
      if (await rows.count())
        expect(await list.deleteButton(rows.first()).count(), `${entity.name} Delete`).toBe(writes && entity.list.actions?.includes('delete') ? 1 : 0);
      if (!writes) {
        await goInApp(page, `/dashboard/${entity.name}/create`);
        await page.getByRole('heading', { name: 'Access denied' }).waitFor();
      }
    }
  });

  it('the coupon status toggle and Bulk Create only for a role that manages coupons', async () => {
    const { page } = await listAs(role, 'coupon');
    const manages = mayDo(role, 'coupon', 'toggle');
    expect((await page.locator('tbody [aria-pressed]').count()) > 0).toBe(manages);
    expect(await page.getByRole('button', { name: 'Bulk Create' }).count()).toBe(manages ? 1 : 0);
  });

  it('review buttons and selection only for a role that reviews', async () => {
    // Earlier tests' accounts hold the oldest rows in their queues: a search reads the plain list, newest first.
    const filter = encodeURIComponent(JSON.stringify({ status: 'pending', q: '@' }));
    const { rows } = listPage(await pageAs(role, `/dashboard/tasksLog?filter=${filter}&sort=createdAt&order=DESC`), 'tasksLog');
    const reviews = mayDo(role, 'tasksLog', 'review');
    // A row may be held (by an approval request, or another reviewer seen from outside a queue): any row will do.
    await rows.first().waitFor();
    expect((await rows.getByRole('button', { name: 'Confirm' }).count()) > 0).toBe(reviews);
    expect(await rows.first().getByRole('checkbox').count()).toBe(reviews ? 1 : 0);
  });

  it('the account menu shows name, email and role, Change password and Logout', async () => {
    const page = await pageAs(role, '/dashboard');
    await page.getByRole('button', { name: 'Profile' }).click();
    const accountMenu = page.getByRole('menu', { name: 'Account menu' });
    const identity = accounts[role].identity as { name: string; email: string };
    await accountMenu.getByText(identity.email).waitFor();
    expect(await accountMenu.innerText()).toContain(`Role: ${englishMessage(`app.roles.${role}`)}`);
    await accountMenu.getByRole('menuitem', { name: 'Change password' }).waitFor();
    await accountMenu.getByRole('menuitem', { name: 'Logout' }).waitFor();
  });
});

describe('what the server refuses', () => {
  it('a 403 is a toast and the viewer stays signed in', async () => {
    // A console that believes the viewer is an admin offers Delete; the server refuses it.
    const list = await openList(s, 'packages', { token: accounts.viewer.token, admin: { ...accounts.viewer.identity, role: 'admin' } });
    const { page } = list;
    await list.askDelete(list.rows.first());
    await list.deleteDialog.getByRole('button', { name: say('app.delete.confirm') }).click();
    await page.getByText('Your role (viewer) does not allow this').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/packages');
    await list.reload();
  });
});
