import { describe, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import { PHONE, screenshot } from '../helpers/browser.ts';
import { E2E_ADMIN } from '../helpers/server-process.ts';
import { goInApp, menuEntryLabel, type Theme } from './console-support.ts';
import {
  CONTRACT_SCREENS,
  contractCall,
  contractPage,
  openContractList,
  contractSuite,
  failedCalls,
  nothingBroken,
  readmeTable,
  screenSummary,
} from './contract-support.ts';
import { say } from './pages/messages.ts';
import { listPage } from './pages/list-page.ts';

/**
 * Every screen and dialog of the console against a server that answers the production backend's
 * contract alone (CONTRACT_ONLY=1): what the console cannot offer there is hidden, never broken;
 * no call but the extension probes fails, no error or raw key shows, no failure looks like an empty list.
 */
const s = contractSuite();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const heading = (resource: string) => (resource ? say(`resources.${resource}.menu`) : say('app.dashboard.title'));

describe('every screen, both themes, 1280 and 375 px', () => {
  it.each([
    ['light', 1280],
    ['dark', 1280],
    ['light', 375],
    ['dark', 375],
  ] as [Theme, number][])('%s at %i px: each screen shows its records and nothing broken', async (theme, width) => {
    await s.open({ theme, ...(width === 375 ? PHONE : {}) });
    const { page, failed } = await contractPage(s, '/dashboard', theme);
    const summaries: string[] = [];
    for (const resource of CONTRACT_SCREENS) {
      await goInApp(page, `/dashboard/${resource}`);
      await page.getByRole('heading', { level: 1, name: heading(resource), exact: true }).waitFor();
      if (resource) await listPage(page, resource).rows.first().or(listPage(page, resource).cards.first()).waitFor();
      else await page.getByText(say('app.dashboard.totals.users')).waitFor();
      // Settled: every section has its answer (the volume chart, say, leaves once its 404 comes).
      await expect.poll(() => page.locator('main .MuiSkeleton-root').count()).toBe(0);
      await nothingBroken(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${resource || 'dashboard'} scrolls sideways`).toBeLessThanOrEqual(0);
      await screenshot(page, `contract-${resource || 'dashboard'}-${theme}-${width}`);
      if (theme === 'light' && width === 1280) summaries.push(await screenSummary(page, resource));
    }
    expect(failed).toEqual([]);
    if (summaries.length) {
      const { written, seen } = readmeTable(summaries);
      expect(written, "README's table of the screens against the production backend").toBe(seen);
    }
  });

  it('offers in its menu exactly the screens the contract serves (no team, activity, approvals or worked examples)', async () => {
    await s.open();
    const { page } = await contractPage(s, '/dashboard');
    await page.getByRole('heading', { level: 1, name: heading('') }).waitFor();
    const menu = page.locator('.RaMenu-open, .RaSidebar-fixed').first().getByRole('menuitem');
    const labels = (await menu.allInnerTexts()).map(menuEntryLabel);
    const expected = CONTRACT_SCREENS.map(heading);
    expect(labels.filter((label) => label !== say('ra.auth.logout'))).toEqual(expected);
    expect(entities.filter((e) => e.extension).every((e) => !labels.includes(say(`resources.${e.name}.menu`)))).toBe(true);
  });
});

describe('every dialog and action the contract allows', () => {
  it.each([
    ['packages', { Name: 'Contract Package', Price: '1500', 'Referral Points': '7' }, 'Name', 'Contract Package Two'],
    ['engagement', { Name: 'Contract Engagement' }, 'Name', 'Contract Engagement Two'],
    ['socialPlatform', { Name: 'Contract Platform' }, 'Name', 'Contract Platform Two'],
  ])('%s: adds, edits and deletes through answers that carry a message alone', async (resource, inputs, changed, to) => {
    const { failed, list } = await openContractList(s, resource);
    const add = await list.add();
    for (const [label, value] of Object.entries(inputs)) await add.getByLabel(label).fill(value);
    await add.getByRole('button', { name: say('ra.action.save') }).click();
    await list.notice('created').waitFor();
    const name = Object.values(inputs)[0];
    await list.row(name).waitFor();
    const edit = await list.edit(name);
    await edit.getByLabel(changed).fill(to);
    await edit.getByRole('button', { name: say('ra.action.save') }).click();
    await list.notice('updated').waitFor();
    await list.row(to).waitFor();
    await list.delete(to);
    expect(failed).toEqual([]);
  });

  it('coupons: switches a status, bulk-creates, and exports every coupon; Transactions offer no export the contract lacks', async () => {
    const { page, failed, list } = await openContractList(s, 'coupon');
    const first = list.rows.first();
    const status = first.getByRole('button', { name: /^(Active|Inactive)$/ });
    const before = await status.innerText();
    await status.click();
    await page.getByText(before === 'Active' ? 'Coupon deactivated' : 'Coupon activated').waitFor();
    await first.getByRole('button', { name: before === 'Active' ? 'Inactive' : 'Active', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Bulk Create' }).click();
    const bulk = page.getByRole('dialog', { name: 'Bulk Create Coupons' });
    await bulk.getByLabel('Quantity').fill('3');
    await bulk.getByRole('combobox', { name: 'Package' }).click();
    await page.getByRole('option').first().click();
    await bulk.getByLabel('Code Prefix').fill('CONTRACT');
    await bulk.getByLabel('Expiry Date').fill(inDays(365));
    await bulk.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Successfully created 3 coupons').waitFor();
    await expect.poll(async () => (await list.column('Code')).filter((code) => code.startsWith('CONTRACT')).length).toBe(3);

    const { filename, data } = await list.exportCsv();
    expect(filename).toBe('coupons-export.csv');
    const served = (await (await contractCall(s, 'GET', '/coupon/')).json()) as { data: unknown[] };
    expect(data.length - 1).toBe(served.data.length);

    await goInApp(page, '/dashboard/transactions');
    await listPage(page, 'transactions').ready();
    expect(await listPage(page, 'transactions').exportButton.count()).toBe(0);
    await nothingBroken(page);
    expect(failed).toEqual([]);
  });

  it('coupons: adds one by its code, edits its expiry and deletes it', async () => {
    const { page, failed, list } = await openContractList(s, 'coupon');
    const add = await list.add();
    await add.getByLabel('Code').fill('CONTRACT-ONE');
    await add.getByRole('combobox', { name: 'Package' }).fill('Gold');
    await page.getByRole('option', { name: 'Gold', exact: true }).click();
    await add.getByLabel('Expiry Date').fill(inDays(200));
    await add.getByRole('button', { name: say('ra.action.save') }).click();
    await list.notice('created').waitFor();
    const edit = await list.edit('CONTRACT-ONE');
    await edit.getByLabel('Expiry Date').fill(inDays(300));
    await edit.getByRole('button', { name: say('ra.action.save') }).click();
    await list.notice('updated').waitFor();
    await list.delete('CONTRACT-ONE');
    expect(failed).toEqual([]);
  });

  it("a user's name opens their page, read from the whole lists", async () => {
    const { page, failed, list } = await openContractList(s, 'transactions');
    const link = list.rows.first().getByRole('link').first();
    const name = (await link.innerText()).trim();
    await link.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('region', { name: 'Transactions' }).locator('tbody tr, li').first().waitFor();
    await nothingBroken(page);
    expect(failed).toEqual([]);
  });

  it('tasks: edits and deletes a task added through the contract', async () => {
    const read = async (path: string) => ((await (await contractCall(s, 'GET', path)).json()) as { data: { _id: string }[] }).data;
    const [platform] = await read('/social-platform/');
    const [engagement] = await read('/engagement-types/');
    const task = { title: 'Contract task', image: 'https://example.com/a.png', description: 'Follow us', taskLink: 'https://example.com/t', taskPrice: 150 };
    expect((await contractCall(s, 'POST', '/tasks/', { ...task, socialPlatform: platform._id, engagementType: [engagement._id] })).status).toBe(201);
    const { failed, list } = await openContractList(s, 'tasks');
    const edit = await list.edit(task.title);
    await edit.getByLabel('Name').first().fill('Contract task, edited');
    await edit.getByRole('button', { name: say('ra.action.save') }).click();
    await list.notice('updated').waitFor();
    await list.delete('Contract task, edited');
    expect(failed).toEqual([]);
  });

  it('tasks log: confirms and rejects one by one, each after asking, and the rows leave the pending tab', async () => {
    const { page, failed, list } = await openContractList(s, 'tasksLog');
    for (const [action, done] of [
      ['Confirm', 'Task confirmed successfully'],
      ['Reject', 'Task rejected successfully'],
    ]) {
      const rowsCount = async () => Number((await list.count()).replace(/\D/g, ''));
      const pending = await rowsCount();
      await list.rows.first().getByRole('button', { name: action }).click();
      const ask = page.getByRole('dialog', { name: 'Are you sure?' });
      await ask.getByText(`Are you sure you want to ${action.toLowerCase()} this task?`).waitFor();
      expect(await ask.getByRole('radio').count(), 'a reason the contract cannot keep is not asked').toBe(0);
      await ask.getByRole('button', { name: action }).click();
      await page.getByText(done).waitFor();
      await expect.poll(rowsCount).toBe(pending - 1);
    }
    // No flags, proof or reviewer columns on rows that carry none.
    const headers = await list.headers();
    expect(headers.filter((h) => /Flags|Proof|Reviewed/.test(h))).toEqual([]);
    await nothingBroken(page);
    expect(failed).toEqual([]);
  });

  it('signs in through the form and out through the menu', async () => {
    const context = await s.open();
    const page = await context.newPage();
    const failed = failedCalls(page);
    await page.goto(`${s.baseUrl}/login`);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: heading('') }).waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('admin')))!)).not.toHaveProperty('role');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully!').waitFor();
    await page.waitForURL('**/login');
    expect(failed).toEqual([]);
  });
});
