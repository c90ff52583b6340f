import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendJson } from '../helpers/api-client.ts';
import { realTimeCode } from '../helpers/mfa.ts';
import { api, consoleSuite } from './console-support.ts';

/** Two-factor sign-in, step-up and sessions as staff use them in the browser. */
const s = consoleSuite();
const { baseUrl } = s;
beforeEach(async () => {
  await s.open();
});

let accounts = 0;
/** A new account of `role` with a known password (each test its own: codes are single use per account). */
async function newAccount(role: 'admin' | 'reviewer') {
  const email = `security-${++accounts}-${Date.now()}@example.com`;
  const password = `password-for-${email}`;
  await api(baseUrl, s.token, 'POST', '/admin/admins', { email, name: `Security ${role} ${accounts}`, role, password });
  return { email, password, name: `Security ${role} ${accounts}`, lastStep: null as number | null, secret: '' };
}
type Account = Awaited<ReturnType<typeof newAccount>>;

const nextCode = async (account: Account) => {
  const { code, step } = await realTimeCode(account.secret, account.lastStep);
  account.lastStep = step;
  return code;
};

/** Signs out and waits for the sign-in page (a session still stored would send /login back to the dashboard). */
async function signOut(page: Page) {
  await page.goto(`${baseUrl}/dashboard/logout`);
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('textbox', { name: 'Email' }).waitFor();
}

async function passwordStep(page: Page, account: Account) {
  if (new URL(page.url()).pathname !== '/login') await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Enrols through the Security page, from the prompt after sign-in; answers the recovery codes shown. */
async function enrolInConsole(page: Page, account: Account) {
  await passwordStep(page, account);
  const prompt = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
  await prompt.getByText(/Your role requires two-factor sign-in\. Set it up by /).waitFor();
  await prompt.getByRole('button', { name: 'Set up now' }).click();
  await page.getByRole('heading', { name: 'Security', level: 1 }).waitFor();
  await page.getByText('Off: your password alone signs you in.').waitFor();
  await page.getByRole('button', { name: 'Set up' }).click();
  const enrol = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  await enrol.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const keyText = await enrol.getByText(/^Can't scan it\? Enter this key: /).innerText();
  account.secret = keyText.replace(/^.*: /, '').replace(/\s/g, '');
  expect(account.secret).toMatch(/^[A-Z2-7]{32}$/);
  await enrol.getByLabel('6-digit code').fill('000000');
  await enrol.getByRole('button', { name: 'Turn on' }).click();
  await enrol.getByText('That code is not right, or was already used.', { exact: false }).waitFor();
  await enrol.getByLabel('6-digit code').fill(await nextCode(account));
  await enrol.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('dialog', { name: 'Your recovery codes' });
  await codes.getByRole('listitem').nth(9).waitFor();
  const shown = await codes.getByRole('listitem').allInnerTexts();
  expect(shown).toHaveLength(10);
  await codes.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByText('On: signing in needs a code from your authenticator app.').waitFor();
  return shown;
}

describe('two-factor sign-in in the console', () => {
  it('asks a required account to enrol after sign-in, enrols it with a QR code and shows the recovery codes once', async () => {
    const page = await s.context!.newPage();
    const account = await newAccount('reviewer');
    await enrolInConsole(page, account);
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await sessions.getByText('This device').waitFor();
    await sessions.getByText(/^Chrome \d+ on Linux/).waitFor();
  });

  it('signs in in two steps: the code after the password, or a recovery code instead', async () => {
    const page = await s.context!.newPage();
    const account = await newAccount('reviewer');
    const recovery = await enrolInConsole(page, account);
    await signOut(page);
    await passwordStep(page, account);
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await page.getByLabel('6-digit code').fill(await nextCode(account));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await signOut(page);
    await passwordStep(page, account);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recovery[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const again = await sendJson(baseUrl, 'POST', '/api/admin/login', { email: account.email, password: account.password });
    const reused = await sendJson(baseUrl, 'POST', '/api/admin/login/mfa', {
      challenge: (again.body as { data: { challenge: string } }).data.challenge,
      recoveryCode: recovery[0],
    });
    expect(reused.status).toBe(401);
  });

  it('asks for a code before a new role, and retries the change once it is accepted', async () => {
    const page = await s.context!.newPage();
    const admin = await newAccount('admin');
    const recovery = await enrolInConsole(page, admin);
    const member = await newAccount('reviewer');
    // A recovery code signs in without counting as a fresh code (entering the enrolment's did).
    await signOut(page);
    await passwordStep(page, admin);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recovery[1]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto(`${baseUrl}/dashboard/team`);
    await page.getByRole('button', { name: `More actions for ${member.name}` }).click();
    await page.getByRole('menuitem', { name: 'Make Viewer' }).click();
    await page
      .getByRole('dialog', { name: `Make ${member.name} Viewer?` })
      .getByRole('button', { name: 'Confirm' })
      .click();
    const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
    await stepUp.getByLabel('6-digit code').fill('000000');
    await stepUp.getByRole('button', { name: 'Continue' }).click();
    await stepUp.getByText('That code is not right', { exact: false }).waitFor();
    await stepUp.getByLabel('6-digit code').fill(await nextCode(admin));
    await stepUp.getByRole('button', { name: 'Continue' }).click();
    await stepUp.waitFor({ state: 'detached' });
    await page
      .getByRole('row', { name: new RegExp(member.email) })
      .getByText('Viewer', { exact: true })
      .waitFor();
    const me = await sendJson(baseUrl, 'POST', '/api/admin/login', { email: member.email, password: member.password });
    expect((me.body as { data: { admin: { role: string } } }).data.admin.role).toBe('viewer');
  });
});
