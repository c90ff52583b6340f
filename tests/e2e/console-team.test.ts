import { beforeEach, describe, expect, it } from 'vitest';
import { sendJson, signIn as signInAdmin } from '../helpers/api-client.ts';
import { api, consoleSuite, signedInPage } from './console-support.ts';
import { type ListPage, openList } from './pages/list-page.ts';

/** Team accounts, the activity log, a record's History and one's own password, as an admin uses them. */
const s = consoleSuite();
const { baseUrl } = s;

beforeEach(async () => {
  await s.open();
  await s.context!.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
});

/** The Team screen as the e2e admin signed in: its identity (with its id) as sign-in answered it. */
// The e2e admin has two-factor sign-in: signing in enters a code, which lets it change roles for 10
// minutes. One sign-in serves the file: codes are one per 30-second step.
let stepUpSession: ReturnType<typeof signInAdmin> | undefined;
const teamPage = async () => {
  const { token, admin, mfa } = await (stepUpSession ??= signInAdmin(baseUrl));
  return openList(s, 'team', { token, admin: { ...(admin as object), mfa } });
};
const signIn = (email: string, password: string) => sendJson(baseUrl, 'POST', '/api/admin/login', { email, password });

/** Opens a row's action menu and confirms one of its items. */
async function confirmRowAction({ page }: ListPage, name: string, item: string, title: string) {
  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the team', () => {
  it('adds an account and shows its generated password once, with a copy button', async () => {
    const list = await teamPage();
    const { page } = list;
    const add = await list.add();
    await add.getByLabel('Name').fill('Tunde Reviewer');
    await add.getByLabel('Email').fill('not an email');
    await add.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Reviewer' }).click();
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByText('Must be an email address').waitFor();
    await add.getByLabel('Email').fill('tunde@example.com');
    await add.getByRole('button', { name: 'Save' }).click();
    const shown = page.getByRole('dialog', { name: 'Password for Tunde Reviewer' });
    const password = (await shown.getByTestId('shown-password').innerText()).trim();
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await shown.getByRole('button', { name: 'Copy password' }).click();
    await page.getByText('Password copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await list.row('tunde@example.com').getByText('Reviewer', { exact: true }).waitFor();
    expect((await signIn('tunde@example.com', password)).body.data.admin.role).toBe('reviewer');
  });

  it('changes a role, disables and enables, resets a password, each after a confirmation', async () => {
    await api(baseUrl, s.token, 'POST', '/admin/admins', { email: 'kemi@example.com', name: 'Kemi Viewer', role: 'viewer', password: 'kemi-password-123' });
    const list = await teamPage();
    const kemi = list.row('kemi@example.com');
    await confirmRowAction(list, 'Kemi Viewer', 'Make Reviewer', 'Make Kemi Viewer Reviewer?');
    await kemi.getByText('Reviewer', { exact: true }).waitFor();
    await confirmRowAction(list, 'Kemi Viewer', 'Disable', 'Disable Kemi Viewer?');
    await kemi.getByText('Disabled').waitFor();
    expect((await signIn('kemi@example.com', 'kemi-password-123')).status).toBe(401);
    await confirmRowAction(list, 'Kemi Viewer', 'Enable', 'Enable Kemi Viewer?');
    await kemi.getByText('Active').waitFor();
    await confirmRowAction(list, 'Kemi Viewer', 'Reset password', 'Reset the password of Kemi Viewer?');
    const fresh = (await list.page.getByRole('dialog', { name: 'Password for Kemi Viewer' }).getByTestId('shown-password').innerText()).trim();
    expect((await signIn('kemi@example.com', fresh)).status).toBe(200);
    expect((await signIn('kemi@example.com', 'kemi-password-123')).status).toBe(401);
  });

  it('offers no way to demote or disable oneself', async () => {
    const list = await teamPage();
    await list
      .row('admin@e2e.ng')
      .getByRole('button', { name: /^More actions for/ })
      .click();
    const items = await list.page.getByRole('menuitem').allInnerTexts();
    expect(items).toEqual(['Reset password', 'Sessions']);
  });
});

describe('the activity log and History', () => {
  it('shows who changed what, before → after, filtered by what and record type', async () => {
    const pkg = (await api<{ data: { _id: string } }>(baseUrl, s.token, 'POST', '/packages/', { name: 'History Gold', price: 5000 })).data;
    await api(baseUrl, s.token, 'PUT', `/packages/${pkg._id}`, { price: 6500 });
    const list = await openList(s, 'activity');
    const { page } = list;
    await list.filterBy('action', 'Changed');
    await list.filterBy('entity', 'Package');
    const changed = list.rows.filter({ hasText: 'price: 5000 → 6500' });
    await changed.waitFor();
    expect(await changed.innerText()).toContain('Administrator');

    await page.goto(`${baseUrl}/dashboard/packages/${pkg._id}`);
    const edit = page.getByRole('dialog', { name: 'Edit Package' });
    await edit.getByRole('tab', { name: 'History' }).click();
    await edit.getByText('price: 5000 → 6500').waitFor();
    await edit.getByText(/^Created ·/).waitFor();
    await edit.getByRole('tab', { name: 'Details' }).click();
    expect(await edit.getByLabel('Price').inputValue()).toBe('6500');
  });
});

describe("one's own password", () => {
  it('refuses a wrong current password keeping what was typed, then changes it and stays signed in', async () => {
    await api(baseUrl, s.token, 'POST', '/admin/admins', { email: 'own@example.com', name: 'Own Password', role: 'viewer', password: 'own-password-123' });
    const login = (await signIn('own@example.com', 'own-password-123')).body.data;
    const page = await signedInPage(s.context!, baseUrl, login.token, '/dashboard', undefined, login.admin);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel(/^Current password/).fill('not-my-password');
    await dialog.getByLabel(/^New password/).fill('a-brand-new-password');
    await dialog.getByLabel(/^Repeat the new password/).fill('a-brand-new-password');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Current password is not correct').waitFor();
    expect(await dialog.getByLabel(/^New password/).inputValue()).toBe('a-brand-new-password');
    await dialog.getByLabel(/^Current password/).fill('own-password-123');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await sendJson(baseUrl, 'GET', '/api/admin/dashboard', undefined, { authorization: `Bearer ${login.token}` })).status).toBe(401);
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect((await signIn('own@example.com', 'a-brand-new-password')).status).toBe(200);
  });
});
