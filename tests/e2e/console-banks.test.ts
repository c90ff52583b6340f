import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, consoleSuite } from './console-support.ts';
import { type ListPage, openList } from './pages/list-page.ts';

/**
 * Banks, the worked example of a declared entity: everything on this screen comes from
 * entities/banks.ts, its table and its messages.
 */
const s = consoleSuite();
const { baseUrl } = s;

beforeAll(async () => {
  for (const [name, code, isActive] of [
    ['Zenith Bank', '057', true],
    ['Wema Bank', '035', false],
    ['Access Bank', '044', true],
  ] as const) {
    await api(baseUrl, s.token, 'POST', '/banks/', { name, code, isActive });
  }
});
beforeEach(async () => {
  await s.open();
});

/** The banks this file made, as the list shows them (other files may add banks of their own). */
const OURS = ['Access Bank', 'Wema Bank', 'Zenith Bank'];
const names = async (list: ListPage) => (await list.column('Name')).filter((name) => OURS.includes(name));

describe('banks, declared once', () => {
  it('lists by name with their code and status, searches and filters', async () => {
    const list = await openList(s, 'banks');
    expect(await list.headers()).toEqual(['#', 'Name', 'CBN Code', 'Status', 'Date Created', 'Actions']);
    await expect.poll(() => names(list)).toEqual(['Access Bank', 'Wema Bank', 'Zenith Bank']);
    await list.search('05');
    await expect.poll(() => names(list)).toEqual(['Zenith Bank']);
    await list.search('');
    await list.filterBy('isActive', 'Inactive');
    await expect.poll(() => names(list)).toEqual(['Wema Bank']);
  });

  it('checks the code before saving, answers a clash by naming the field and keeps what was typed, then adds, edits and deletes', async () => {
    const list = await openList(s, 'banks');
    const { page } = list;
    const add = await list.add();
    await add.getByLabel('Name').fill('zenith bank');
    await add.getByLabel('CBN Code').fill('12');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByText('Must be the 3-digit CBN code').waitFor();

    await add.getByLabel('CBN Code').fill('070');
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Bank Name already exists', { exact: true }).waitFor();
    expect(await add.getByLabel('Name').inputValue()).toBe('zenith bank');

    await add.getByLabel('Name').fill('Fidelity Bank');
    await add.getByRole('button', { name: 'Save' }).click();
    await list.notice('created').waitFor();
    await add.waitFor({ state: 'detached' });
    await expect.poll(() => list.row('Fidelity Bank').locator('td').allInnerTexts()).toContain('070');

    const edit = await list.edit('Fidelity Bank');
    await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe('Fidelity Bank');
    await edit.getByLabel('Name').fill('Fidelity Bank Plc');
    await edit.getByRole('button', { name: 'Save' }).click();
    await list.notice('updated').waitFor();
    await list.row('Fidelity Bank Plc').waitFor();

    await list.delete('Fidelity Bank Plc');
  });

  it('exports what the list shows as banks-export.csv', async () => {
    const list = await openList(s, 'banks');
    await list.search('bank');
    await list.filterBy('isActive', 'Active');
    await expect.poll(() => names(list)).toEqual(['Access Bank', 'Zenith Bank']);
    const { filename, data } = await list.exportCsv();
    expect(filename).toBe('banks-export.csv');
    expect(data[0]).toEqual(['Name', 'CBN Code', 'Status', 'Date Created']);
    const ours = data.slice(1).filter((cells) => OURS.includes(cells[0]));
    expect(ours.map((cells) => cells.slice(0, 3)).sort()).toEqual([
      ['Access Bank', '044', 'Active'],
      ['Zenith Bank', '057', 'Active'],
    ]);
  });
});
