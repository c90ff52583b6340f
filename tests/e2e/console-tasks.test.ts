import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, consoleSuite } from './console-support.ts';
import { HOSTILE_TASK } from './demo-data.ts';
import { listPage, openList } from './pages/list-page.ts';
import { describeScreenChecks } from './screen-checks.ts';

const s = consoleSuite();
const { baseUrl } = s;

interface TaskRow {
  _id: string;
  title: string;
  socialPlatform: { _id: string; name: string };
  engagementType: { _id: string; name: string }[];
}

/** Picks options of an MUI select (one, or several for a multiple select, which then needs closing). */
async function pick(page: Page, select: Locator, names: string[]) {
  await select.click();
  for (const name of names) await page.getByRole('option', { name, exact: true }).click();
  if (names.length > 1) await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

beforeEach(async () => {
  await s.open();
});

describe('a task with several engagement types', () => {
  it('is created from the modal, shows both names, and re-opens with both selected', async () => {
    const title = `Two engagements ${Date.now()}`;
    const list = await openList(s, 'tasks');
    const { page } = list;
    const add = await list.add();
    await add.getByLabel('Name').fill(title);
    await add.getByLabel('Image URL').fill('https://example.com/banner.png');
    await pick(page, add.getByRole('combobox', { name: 'Social Platform' }), ['Instagram']);
    await pick(page, add.getByRole('combobox', { name: 'Engagement Type' }), ['Like', 'Share']);
    await add.getByLabel('Description').fill('Like and share the launch post.');
    await add.getByLabel('Task Link').fill('https://instagram.com/p/launch');
    await add.getByLabel('Task Price').fill('250');
    await add.getByRole('button', { name: 'Save' }).click();
    await list.notice('created').waitFor();
    await add.waitFor({ state: 'detached' });

    const created = (await api<{ data: TaskRow[] }>(baseUrl, s.token, 'GET', '/tasks/')).data.find((t) => t.title === title)!;
    expect(created.socialPlatform.name).toBe('Instagram');
    expect(created.engagementType.map((e) => e.name).sort()).toEqual(['Like', 'Share']);
    const cells = list.row(title).locator('td');
    await expect.poll(() => cells.allInnerTexts()).toEqual(expect.arrayContaining(['Instagram', 'Like, Share', '₦250.00']));

    const edit = await list.edit(title);
    await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe(title);
    // The platform is a reference autocomplete: its input shows the chosen name.
    await expect.poll(() => edit.getByRole('combobox', { name: 'Social Platform' }).inputValue()).toBe('Instagram');
    const chips = edit.locator('.MuiChip-label');
    await expect.poll(() => chips.allInnerTexts()).toEqual(['Like', 'Share']);
    // The form holds ids: saving unchanged sends them back, and the task keeps both types.
    await edit.getByLabel('Task Price').fill('300');
    await edit.getByRole('button', { name: 'Save' }).click();
    await list.notice('updated').waitFor();
    const updated = (await api<{ data: TaskRow[] }>(baseUrl, s.token, 'GET', '/tasks/')).data.find((t) => t._id === created._id)!;
    expect(updated.engagementType.map((e) => e.name).sort()).toEqual(['Like', 'Share']);
    expect(updated.socialPlatform._id).toBe(created.socialPlatform._id);
  });
});

describe('links and image URLs', () => {
  it('are external links only when they are http(s)', async () => {
    const list = await openList(s, 'tasks');
    const { page } = list;
    // The image column is hidden by default (the list fits at 1280 px): shown with the Columns button.
    await list.showColumn('Image URL');
    const hostile = list.row(HOSTILE_TASK.title);
    await hostile.waitFor();
    for (const value of [HOSTILE_TASK.taskLink, HOSTILE_TASK.image]) {
      const cell = hostile.locator('td', { has: page.getByText(value, { exact: true }) });
      expect(await cell.count(), value).toBe(1);
      expect(await cell.locator('a').count(), `${value} is plain text`).toBe(0);
    }
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);

    const { data } = await api<{ data: { title: string; taskLink: string }[] }>(baseUrl, s.token, 'GET', '/tasks/');
    const safe = data.find((t) => t.taskLink.startsWith('https://') && t.title !== HOSTILE_TASK.title)!;
    const link = list.row(safe.title).getByRole('link', { name: safe.taskLink });
    expect(await link.getAttribute('href')).toBe(safe.taskLink);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
  });

  it('shows a hostile task link in the task logs as plain text', async () => {
    const list = await openList(s, 'tasksLog');
    const { page } = list;
    await list.perPage(200);
    const hostile = list.row(HOSTILE_TASK.title);
    await hostile.waitFor();
    expect(await hostile.getByText(HOSTILE_TASK.taskLink, { exact: true }).count()).toBe(1);
    // The only link in the row is the user's name, to their page inside the console.
    const links = await hostile.locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(
      links.every((href) => /^\/dashboard\/users\/[\w-]+\/show$/.test(href ?? '')),
      JSON.stringify(links),
    ).toBe(true);
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
  });
});

describeScreenChecks(s, [
  ['tasks-list', '/dashboard/tasks', (page) => listPage(page, 'tasks').ready()],
  ['tasks-add', '/dashboard/tasks/create', (page) => page.getByRole('dialog', { name: 'Add Task' }).getByLabel('Task Price').waitFor()],
]);
