import { describe, expect, it } from 'vitest';
import { parseApiConfig, readApiConfig, validApiUrl } from '@/http/apiConfig.ts';
import { i18nProvider } from '@/i18n/i18nProvider.ts';

const problemText = (status: number, text: string) => {
  const { problem } = parseApiConfig(status, text);
  if (!problem) throw new Error(`no problem found in ${text}`);
  return i18nProvider.translate(problem.key, problem.values);
};

describe("config.json's apiUrl", () => {
  it('is an http(s) address or a path on the console’s host, without trailing slashes', () => {
    expect(validApiUrl('https://api.example.ng/api')).toBe('https://api.example.ng/api');
    expect(validApiUrl('http://127.0.0.1:3300/api/')).toBe('http://127.0.0.1:3300/api');
    expect(validApiUrl('HTTPS://API.EXAMPLE.NG')).toBe('HTTPS://API.EXAMPLE.NG');
    expect(validApiUrl(' /api ')).toBe('/api');
    expect(validApiUrl('/backend/api//')).toBe('/backend/api');
    // The API at the host's root: paths are appended to an empty base.
    expect(validApiUrl('/')).toBe('');
  });

  it.each([
    42,
    null,
    true,
    {},
    ['/api'],
    '',
    'api',
    './api',
    '//api.example.ng/api',
    'ftp://example.ng/api',
    'https://',
    'http:/api',
    '/api?x=1',
    '/api#top',
    '/a pi',
  ])('refuses %j', (value) => expect(validApiUrl(value)).toBeUndefined());
});

describe('reading config.json', () => {
  it('takes a valid file’s apiUrl', () => {
    expect(parseApiConfig(200, '{"apiUrl": "https://api.example.ng/api"}')).toEqual({ apiUrl: 'https://api.example.ng/api' });
    expect(parseApiConfig(200, '{"apiUrl": "/api", "other": 1}')).toEqual({ apiUrl: '/api' });
  });

  it('falls back to /api only when the file is not there (404), whatever the body', () => {
    expect(parseApiConfig(404, '<!doctype html><title>Not found</title>')).toEqual({ apiUrl: '/api' });
    expect(parseApiConfig(200, '<!doctype html><html>').problem?.key).toBe('app.config.not_json');
  });

  it.each([
    [200, '{"apiUrl": 42}', 'config.json beside the console cannot be used: apiUrl must be an http(s) address or a path such as /api, not 42.'],
    [200, '{"apiUrl": "ftp://x"}', 'config.json beside the console cannot be used: apiUrl must be an http(s) address or a path such as /api, not "ftp://x".'],
    [200, '{"apiUrl": null}', 'config.json beside the console cannot be used: apiUrl must be an http(s) address or a path such as /api, not null.'],
    [
      200,
      '{"api": "/api"}',
      "config.json beside the console cannot be used: it does not give apiUrl, the backend's address (for example https://api.example.ng/api or /api).",
    ],
    [
      200,
      '["/api"]',
      "config.json beside the console cannot be used: it does not give apiUrl, the backend's address (for example https://api.example.ng/api or /api).",
    ],
    [
      200,
      '<!doctype html>\n<html lang="en">',
      'config.json beside the console cannot be used: it is not JSON (it begins "<!doctype html> <html lang=\\"en\\">").',
    ],
    [200, '', 'config.json beside the console cannot be used: it is not JSON (it begins "").'],
    [500, 'oops', 'config.json beside the console cannot be used: the server that hosts the console answered HTTP 500 for it.'],
    [403, '{"apiUrl": "/api"}', 'config.json beside the console cannot be used: the server that hosts the console answered HTTP 403 for it.'],
  ])('says what is wrong with an answer %i %j, naming the file', (status, text, message) => {
    expect(problemText(status, text)).toBe(message);
  });

  it('cuts a long value to fit the sentence', () => {
    expect(problemText(200, JSON.stringify({ apiUrl: `ftp://${'x'.repeat(200)}` }))).toMatch(/not "ftp:\/\/x{52}…\.$/);
  });

  it('fetches the file past the cache, and says so when it could not be downloaded', async () => {
    const asked: [unknown, RequestInit | undefined][] = [];
    const config = await readApiConfig(async (input, init) => {
      asked.push([input, init]);
      return new Response('{"apiUrl": "/api"}');
    });
    expect(config).toEqual({ apiUrl: '/api' });
    expect(asked).toEqual([['/config.json', { cache: 'no-cache', signal: expect.any(AbortSignal) }]]);
    const failed = await readApiConfig(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(failed.problem?.key).toBe('app.config.no_answer');
    expect(await readApiConfig(async () => new Response('nope', { status: 404 }))).toEqual({ apiUrl: '/api' });
  });

  it('gives up on a host that never answers, saying it could not be downloaded', async () => {
    let signal: AbortSignal | undefined;
    const config = readApiConfig(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          signal = init!.signal!;
          signal.addEventListener('abort', () => reject(signal!.reason));
        }),
      20,
    );
    expect(signal!.aborted).toBe(false);
    expect((await config).problem?.key).toBe('app.config.no_answer');
    expect(signal!.aborted).toBe(true);
  });
});

describe('the network error names the API', () => {
  it("fills every language's message with the API's absolute address, never a raw placeholder", async () => {
    // Before config.json is read, the default: /api on the console's own origin.
    expect(i18nProvider.translate('app.error.network')).toBe(`Network error. Please check your connection. (No answer from ${location.origin}/api.)`);
    for (const locale of ['fr', 'pcm']) {
      await i18nProvider.changeLocale(locale);
      const text = i18nProvider.translate('app.error.network', { _: 'app.error.network' });
      expect(text, locale).toContain(`${location.origin}/api`);
      expect(text, locale).not.toMatch(/%\{/);
    }
    await i18nProvider.changeLocale('en');
  });
});
