import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { imagesComplete } from '../helpers/browser.ts';
import { hostileNames } from '../helpers/xss-corpus.ts';
import { api, consoleSuite, signedInPage } from './console-support.ts';
import { listPath, listPage } from './pages/list-page.ts';

const s = consoleSuite();
const { baseUrl } = s;
/** Valid https links (the API takes them) whose text would break out of an attribute if pasted raw. */
const markupLink = 'https://example.com/"><img src=x onerror=alert(1)>';
const markupImage = "https://example.com/x.png?'><svg onload=alert(1)>";
const names = hostileNames.map((n) => n.trim());

type Created = { data: { _id: string } };
const cleanup: string[] = [];

beforeAll(async () => {
  const add = async (path: string, body: object, itemPath: (id: string) => string) => {
    const { data } = await api<Created>(baseUrl, s.token, 'POST', path, body);
    cleanup.unshift(itemPath(data._id));
    return data._id;
  };
  const platform = await add('/social-platform', { name: names[0] }, (id) => `/social-platform/${id}`);
  const engagement = await add('/engagement-types', { name: names[1] }, (id) => `/engagement-types/${id}`);
  for (const name of names) {
    await add('/packages', { name, price: 1000 }, (id) => `/packages/${id}`);
    const task = {
      title: name,
      description: name,
      socialPlatform: platform,
      engagementType: [engagement],
      taskLink: markupLink,
      image: markupImage,
      taskPrice: 100,
    };
    await add('/tasks', task, (id) => `/tasks/task/${id}`);
  }
});
// The browser suite shares one server: leave it as found.
afterAll(async () => {
  for (const path of cleanup) await api(baseUrl, s.token, 'DELETE', path);
});
beforeEach(async () => {
  await s.open();
});

/** Opens a screen counting every dialog (alert, confirm, prompt) a payload could open. */
async function openWatched(resource: string) {
  const page = await signedInPage(s.context!, baseUrl, s.token, listPath(resource));
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await listPage(page, resource).ready();
  return { page, dialogs };
}

/** Elements a payload would have created had it been parsed as HTML. */
const injected = (page: Page) =>
  page.locator('img[src="x"], svg[onload], iframe, details[ontoggle], body[onload], script:not([src]), a[href^="javascript:" i]').count();

describe.each(['packages', 'tasks', 'socialPlatform', 'engagement'])('%s with hostile names', (resource) => {
  it('shows them as plain text: no dialog opens, no element is injected, no script runs', async () => {
    const { page, dialogs } = await openWatched(resource);
    const shown = await page.locator('main').innerText();
    const visible = names.filter((name) => shown.includes(name));
    expect(visible.length, 'hostile names shown as text').toBeGreaterThan(0);
    await imagesComplete(page); // an injected <img onerror> has fired by then
    expect(await injected(page)).toBe(0);
    expect(dialogs).toEqual([]);
  });
});

describe('the detectors above', () => {
  it('see markup injected by hand, whose inline handler the Content-Security-Policy still refuses to run', async () => {
    const { page, dialogs } = await openWatched('packages');
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src=x onerror="alert(1)">'));
    await imagesComplete(page);
    expect(await injected(page)).toBe(1);
    expect(dialogs).toEqual([]);
  });
});
