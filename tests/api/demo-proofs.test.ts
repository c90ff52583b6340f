import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../helpers/test-app.ts';

/** The demo's screenshots: one of the build's pictures, captioned with its submission, so honest users' differ in their bytes. */
describe('GET /proofs/demo/:name', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'demo-proofs-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>console</title>');
    mkdirSync(join(staticDir, 'assets', 'proofs'), { recursive: true });
    for (let n = 1; n <= 6; n++) copyFileSync(`public/assets/proofs/proof-${n}.svg`, join(staticDir, 'assets', 'proofs', `proof-${n}.svg`));
    app = await buildApp(testConfig({ staticDir }));
  });
  afterAll(() => app.close());

  const ids = ['3f9a2c1b-0000-4000-8000-000000000001', '3f9a2c1b-0000-4000-8000-000000000002'];

  it('serves a picture captioned with the submission, different bytes for different submissions, as an image that runs nothing', async () => {
    const [a, b] = await Promise.all(ids.map((id) => app.inject({ method: 'GET', url: `/proofs/demo/proof-2-${id}.svg` })));
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(a.headers['content-security-policy']).toContain("default-src 'none'");
    expect(a.body).toContain('#3f9a2c1b');
    expect(a.body).not.toBe(b.body);
    expect((await app.inject({ method: 'GET', url: `/proofs/demo/proof-2-${ids[0]}.svg` })).body).toBe(a.body);
  });

  it('refuses any other name', async () => {
    for (const name of [`proof-7-${ids[0]}.svg`, `proof-1-${ids[0]}.png`, 'proof-1-..%2F..%2Findex.html', `proof-1-${ids[0].toUpperCase()}.svg`, 'x']) {
      const res = await app.inject({ method: 'GET', url: `/proofs/demo/${name}` });
      expect([400, 404], name).toContain(res.statusCode);
      expect(res.headers['content-type'], name).toMatch(/json/);
    }
  });
});
