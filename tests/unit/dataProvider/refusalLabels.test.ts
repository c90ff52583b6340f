// @vitest-environment node
import type { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '@/authProvider/index.ts';
import { createHttpClient } from '@/http/httpClient.ts';
import { PASSWORD_LABELS } from '@/layout/ChangePasswordDialog.tsx';
import { bulkLabels } from '@/resources/coupon/bulkRequest.ts';
import { couponBulk } from '@entities/coupon-bulk.ts';
import { liveProviders } from '../support/liveProviders.ts';

const live = liveProviders();
const UNKNOWN_ID = '7d2d7a3e-2a5c-4f6e-9a57-0d6c1c4c0b9e';
const { maxQuantity, maxPrefixLength } = couponBulk.bounds;

const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a refusal'),
    (e: HttpError) => e.message,
  );

/** The real server's refusals of each form's requests, as the console shows them. */
async function refusals() {
  const { dataProvider } = live;
  const packageId = (await dataProvider.create('packages', { data: { name: `Pkg ${Date.now()}`, price: 1000, referalpoint: 1 } })).data.id;
  const bulk = (change: object) =>
    refused(
      dataProvider.request('/coupon/bulk-create', {
        method: 'POST',
        body: { quantity: 5, expiryDate: '2031-01-31', packageId, codePrefix: 'SPRING', ...change },
        labels: bulkLabels,
        fallback: 'resources.coupon.errors.bulk',
      }),
    );
  const password = (body: object) =>
    refused(dataProvider.request('/admin/me/password', { method: 'PUT', body, labels: PASSWORD_LABELS, fallback: 'resources.team.errors.save' }));
  return {
    price: await refused(dataProvider.create('packages', { data: { name: 'Dear', price: -1, referalpoint: 1 } })),
    bankCode: await refused(dataProvider.create('banks', { data: { name: 'Bank X', code: '12' } })),
    teamEmail: await refused(dataProvider.create('team', { data: { name: 'X', email: 'not-an-email', role: 'reviewer' } })),
    quantity: await bulk({ quantity: maxQuantity + 1 }),
    codePrefix: await bulk({ codePrefix: '-SALE' }),
    packageId: await bulk({ packageId: UNKNOWN_ID }),
    expiryDate: await bulk({ expiryDate: '2001-01-01' }),
    newPassword: await password({ currentPassword: live.server.admin.password, newPassword: 'short-pass' }),
    currentPassword: await password({ currentPassword: 'not-the-password', newPassword: 'a-new-password-456' }),
    login: await refused(createAuthProvider(createHttpClient(live.server.apiUrl)).login({ email: `${'x'.repeat(300)}@test.ng`, password: 'x' })),
  };
}

/** In the console's language (English here; serverMessage.test.ts words these answers in French). */
describe("the real server's refusals of each form name the field by the form's label", () => {
  it('entity forms, coupon bulk create, own password and sign-in', async () => {
    expect(await refusals()).toEqual({
      price: 'Price must be >= 0',
      bankCode: 'CBN Code must be the 3-digit CBN code',
      teamEmail: expect.stringMatching(/^Email must be an email address/),
      quantity: `Quantity must be <= ${maxQuantity}`,
      codePrefix: `Code Prefix must be 1–${maxPrefixLength} letters A-Z, digits 0-9 or hyphens and start with a letter or digit`,
      packageId: 'Package does not match any package',
      expiryDate: expect.stringMatching(/^Expiry Date must be today or later \(\d{4}-\d{2}-\d{2} in Lagos\)$/),
      newPassword: 'New password must be at least 12 characters',
      currentPassword: 'Current password is not correct',
      login: 'Email must NOT have more than 254 characters',
    });
  });
});
