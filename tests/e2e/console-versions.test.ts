import { beforeEach, describe, expect, it } from 'vitest';
import { api, consoleSuite } from './console-support.ts';
import { say } from './pages/messages.ts';
import { openList } from './pages/list-page.ts';

const s = consoleSuite();
const { baseUrl } = s;

beforeEach(async () => {
  await s.open();
});

/** A package as another admin saves it meanwhile (through the API, from the version they read). */
const package_ = async (name: string) =>
  (await api<{ data: { _id: string; version: number } }>(baseUrl, s.token, 'POST', '/packages/', { name, price: 100, referalpoint: 1 })).data;
const theirChange = (id: string, body: object) => api(baseUrl, s.token, 'PUT', `/packages/${id}`, body);

describe('two admins editing one record', () => {
  it('a save over a change made after the dialog opened shows who changed what, keeps what was typed, and overwrites on request', async () => {
    const created = await package_('Versions One');
    const list = await openList(s, 'packages');
    const edit = await list.edit('Versions One');
    await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe('Versions One');
    await theirChange(created._id, { price: 250, version: created.version });
    await edit.getByLabel('Name').fill('Versions Mine');
    await edit.getByRole('button', { name: say('ra.action.save') }).click();
    const alert = edit.getByRole('alert');
    // Heard live first, the alert says "just now"; the save's 409 then names the time of their change.
    await expect.poll(() => alert.innerText()).toMatch(/^Administrator changed this package at \d/);
    expect(await alert.innerText()).toContain('Price: ₦100.00 → ₦250.00');
    expect(await edit.getByLabel('Name').inputValue(), 'what was typed is kept').toBe('Versions Mine');
    await alert.getByRole('button', { name: say('app.record_changed.overwrite') }).click();
    await list.notice('updated').waitFor();
    const stored = await api<{ data: { _id: string; name: string; price: number; version: number }[] }>(baseUrl, s.token, 'GET', '/packages/');
    expect(stored.data.find((p) => p._id === created._id)).toMatchObject({ name: 'Versions Mine', version: 3 });
  });

  it('Reload takes their version into the form; a save then goes through', async () => {
    const created = await package_('Versions Two');
    const list = await openList(s, 'packages');
    const edit = await list.edit('Versions Two');
    await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe('Versions Two');
    await theirChange(created._id, { name: 'Versions Theirs', version: created.version });
    await edit.getByLabel('Price').fill('300');
    await edit.getByRole('button', { name: say('ra.action.save') }).click();
    const alert = edit.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Name: Versions Two → Versions Theirs');
    await alert.getByRole('button', { name: say('app.record_changed.reload') }).click();
    await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe('Versions Theirs');
    await edit.getByLabel('Price').fill('300');
    await edit.getByRole('button', { name: say('ra.action.save') }).click();
    await list.notice('updated').waitFor();
    const stored = await api<{ data: { _id: string; name: string; price: number }[] }>(baseUrl, s.token, 'GET', '/packages/');
    expect(stored.data.find((p) => p._id === created._id)).toMatchObject({ name: 'Versions Theirs', price: 300 });
  });

  it('a delete of a record changed since it was listed asks again, saying who changed it', async () => {
    // Heard live, the change would refresh the list first; without the stream (polling) the list is as read.
    await s.context!.route('**/api/events', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }));
    const created = await package_('Versions Three');
    const list = await openList(s, 'packages');
    await list.row('Versions Three').waitFor();
    await theirChange(created._id, { price: 999, version: created.version });
    const confirm = await list.askDelete('Versions Three');
    await confirm.getByRole('button', { name: say('app.delete.confirm') }).click();
    const again = confirm.getByRole('alert');
    await again.waitFor();
    expect(await again.innerText()).toMatch(/^Administrator changed this package at \d/);
    expect(await again.innerText()).toContain(say('app.record_changed.delete_again'));
    const still = await api<{ data: { _id: string }[] }>(baseUrl, s.token, 'GET', '/packages/');
    expect(
      still.data.map((p) => p._id),
      'nothing deleted on the first yes',
    ).toContain(created._id);
    await confirm.getByRole('button', { name: say('app.delete.confirm') }).click();
    await list.notice('deleted').waitFor();
    const gone = await api<{ data: { _id: string }[] }>(baseUrl, s.token, 'GET', '/packages/');
    expect(gone.data.map((p) => p._id)).not.toContain(created._id);
  });
});
