import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, consoleSuite, listReady, signedInPage } from './console-support.ts';

/**
 * Banks, the worked example of a declared entity: everything on this screen comes from
 * entities/banks.ts, its table and its messages.
 */
const s = consoleSuite();
const { baseUrl } = s;

beforeAll(async () => {
  for (const [name, code, isActive] of [['Zenith Bank', '057', true], ['Wema Bank', '035', false], ['Access Bank', '044', true]] as const) {
    await api(baseUrl, s.token, 'POST', '/banks/', { name, code, isActive });
  }
});
beforeEach(async () => {
  await s.open();
});

const banksPage = async (query = '') => {
  const page = await signedInPage(s.context!, baseUrl, s.token, `/dashboard/banks${query}`);
  await listReady(page, 'Banks');
  return page;
};
const row = (page: Page, name: string) => page.locator('tbody tr', { has: page.getByText(name, { exact: true }) });
/** The banks this file made, as the list shows them (other files may add banks of their own). */
const OURS = ['Access Bank', 'Wema Bank', 'Zenith Bank'];
const names = async (page: Page) => (await page.locator('tbody tr td:nth-child(2)').allInnerTexts()).filter((name) => OURS.includes(name));

describe('banks, declared once', () => {
  it('lists by name with their code and status, searches and filters', async () => {
    const page = await banksPage();
    expect(await page.locator('thead th').allInnerTexts()).toEqual(['#', 'Name', 'CBN Code', 'Status', 'Date Created', 'Actions']);
    await expect.poll(() => names(page)).toEqual(['Access Bank', 'Wema Bank', 'Zenith Bank']);
    await page.getByLabel('Search name or code').fill('05');
    await expect.poll(() => names(page)).toEqual(['Zenith Bank']);
    await page.getByLabel('Search name or code').fill('');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await expect.poll(() => names(page)).toEqual(['Wema Bank']);
  });

  it('checks the code before saving, answers a clash by naming the field and keeps what was typed, then adds, edits and deletes', async () => {
    const page = await banksPage();
    await page.getByRole('link', { name: 'Add Bank' }).click();
    const add = page.getByRole('dialog', { name: 'Add Bank' });
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
    await page.getByText('Bank added successfully').waitFor();
    await add.waitFor({ state: 'detached' });
    await expect.poll(() => row(page, 'Fidelity Bank').locator('td').allInnerTexts()).toContain('070');

    await row(page, 'Fidelity Bank').getByRole('link', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Bank' });
    await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe('Fidelity Bank');
    await edit.getByLabel('Name').fill('Fidelity Bank Plc');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Bank updated successfully').waitFor();
    await row(page, 'Fidelity Bank Plc').waitFor();

    await row(page, 'Fidelity Bank Plc').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByText('Bank deleted successfully').waitFor();
    await row(page, 'Fidelity Bank Plc').waitFor({ state: 'detached' });
  });

  it('exports what the list shows as banks-export.csv', async () => {
    const page = await banksPage();
    await page.getByLabel('Search name or code').fill('bank');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await expect.poll(() => names(page)).toEqual(['Access Bank', 'Zenith Bank']);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    await page.getByText('Banks exported successfully').waitFor();
    expect(download.suggestedFilename()).toBe('banks-export.csv');
    const { data } = Papa.parse<string[]>(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(data[0]).toEqual(['Name', 'CBN Code', 'Status', 'Date Created']);
    const ours = data.slice(1).filter((cells) => OURS.includes(cells[0]));
    expect(ours.map((cells) => cells.slice(0, 3)).sort()).toEqual([['Access Bank', '044', 'Active'], ['Zenith Bank', '057', 'Active']]);
  });
});
