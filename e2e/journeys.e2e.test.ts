/**
 * The app shell's journeys (issue 4): registration, role destinations, preferences that
 * survive a reload, keyboard-only forms, password recovery through the outbox, the
 * contact form and maintenance mode. The built app and the real server, in Chromium.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

const PASSWORD = 'Himal#2083ok';
let sequence = 0;
const newPerson = () => {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  return {
    name: `Maya Gurung ${sequence}`,
    email: `maya.${tag}@e2e.np`,
    phone: `98${String(Date.now() + sequence).slice(-8)}`,
  };
};

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function registerWithKeyboard(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto(`${e2e.baseUrl}/auth/register`);
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  const type = async (target: Locator, text: string) => {
    await tabTo(page, target);
    await page.keyboard.type(text);
  };
  await type(page.getByRole('textbox', { name: /^Name/ }), person.name);
  await type(page.getByRole('textbox', { name: /^Email address/ }), person.email);
  await type(page.getByRole('textbox', { name: /^Phone number/ }), person.phone);
  await type(page.getByRole('textbox', { name: /^Password/ }), PASSWORD);
  await type(page.getByRole('textbox', { name: /^Confirm password/ }), PASSWORD);
  for (const name of [
    /legal case/,
    /deleted when they are reported/,
    /rate the activity of doctors/,
    /accept the terms and conditions/,
  ]) {
    await tabTo(page, page.getByRole('checkbox', { name }));
    await page.keyboard.press('Space');
  }
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/auth/login?role=patient', { timeout: 20_000 });
}

async function logInWithKeyboard(page: Page, email: string, password: string) {
  await page.getByRole('heading', { name: 'Log in', level: 1 }).waitFor();
  await tabTo(page, page.getByRole('textbox', { name: /^Email address/ }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('textbox', { name: /^Password/ }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

async function logIn(
  page: Page,
  email: string,
  password = 'Demo@12345',
  role: 'Patient' | 'Doctor' | 'Admin' = 'Patient',
) {
  await page.goto(`${e2e.baseUrl}/auth/login`);
  await page.getByRole('radio', { name: role }).check();
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(password);
  await page.getByRole('textbox', { name: /^Password/ }).press('Enter');
}

/** The consent dialog greets a member on a new browser (000 §2/§4): agree to it. */
async function acceptConsent(page: Page) {
  await page.getByRole('button', { name: 'I Agree' }).click({ timeout: 15_000 });
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

const api = async (path: string, init: RequestInit & { token?: string } = {}) => {
  const { token, ...rest } = init;
  const res = await fetch(`${e2e.baseUrl}/api${path}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read by a test, checked by its assertions
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};

const adminToken = async () =>
  (
    await api('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ identifier: 'admin@demo.np', password: 'Demo@12345' }),
    })
  ).body.data.token as string;

describe('journeys', () => {
  test('a new patient registers and logs in with the keyboard alone, landing on the dashboard', async () => {
    const page = await e2e.browser.newPage();
    const person = newPerson();
    await registerWithKeyboard(page, person);
    await logInWithKeyboard(page, person.email, PASSWORD);
    await page.waitForURL('**/portal/user?tab=dashboard', { timeout: 20_000 });
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: /dashboard/i }).count())
      .toBeGreaterThan(0);
    await page.close();
  });

  test('the doctor lands on the doctor dashboard and the admin on the admin portal', async () => {
    const page = await e2e.browser.newPage();
    await logIn(page, 'doctor@demo.np', undefined, 'Doctor');
    await page.waitForURL('**/portal/doctor?tab=dashboard', { timeout: 20_000 });
    await acceptConsent(page);
    await page
      .getByRole('button', { name: /log out/i })
      .first()
      .click();
    await page.waitForURL('**/auth/login', { timeout: 20_000 });
    await logIn(page, 'admin@demo.np', undefined, 'Admin');
    await page.waitForURL('**/portal/admin**', { timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/portal/admin');
    // Agreed once in this browser: the admin is not asked again.
    await expect.poll(() => page.getByRole('button', { name: 'I Agree' }).count()).toBe(0);
    await page.close();
  });

  test('Nepali and the dark theme survive a reload', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.baseUrl}/about`);
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: /नेपाली/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ne');
    await page.getByRole('button', { name: 'गाढा थिममा बदल्नुहोस्' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ne');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    // The header speaks Nepali after the reload, and the server is asked in Nepali: the
    // sign-in page arrives drawn with its answers (ADR 0048), so it is a sign-in that asks,
    // and its refusal comes back in Nepali.
    await expect.poll(() => page.getByRole('button', { name: /भाषा/ }).count()).toBe(1);
    await page.goto(`${e2e.baseUrl}/auth/login`);
    await page.locator('html[data-ready]').waitFor();
    await page.locator('input[type="email"]').fill('nobody.here@e2e.np');
    await page.locator('input[autocomplete="current-password"]').fill('Wrong#pass123');
    const asked = page.waitForRequest((r) => r.url().includes('/api/auth/login'));
    await page.locator('input[autocomplete="current-password"]').press('Enter');
    expect((await asked).headers()['accept-language']).toMatch(/^ne/);
    await page.getByText('लगइन विवरण मिलेन').first().waitFor();
    await context.close();
  });

  test('password recovery completes with the code read from the outbox', async () => {
    const page = await e2e.browser.newPage();
    const person = newPerson();
    await registerWithKeyboard(page, person);
    await page.goto(`${e2e.baseUrl}/forgot-password`);
    await page.getByRole('textbox', { name: /^Email address/ }).fill(person.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const codeBox = page.getByRole('textbox', { name: /^Verification code/ });
    await codeBox.waitFor({ timeout: 15_000 });

    const outbox = await api('/dev/outbox');
    const mail = (outbox.body.data.messages as { recipient: string; body: string }[]).find(
      (m) => m.recipient === person.email,
    );
    const code = mail?.body.match(/\b(\d{6})\b/)?.[1];
    expect(code, 'a six-digit code in the outbox').toBeTruthy();

    await codeBox.fill(code!);
    await page.getByRole('button', { name: 'Verify code' }).click();
    const fresh = 'Naya#Pass2083';
    await page.getByRole('textbox', { name: /^New password/ }).fill(fresh);
    await page.getByRole('textbox', { name: /^Confirm new password/ }).fill(fresh);
    await page.getByRole('button', { name: 'Reset password' }).click();
    // Login opens by itself three seconds after the success message.
    await page.waitForURL('**/auth/login', { timeout: 15_000 });
    await logIn(page, person.email, fresh);
    await page.waitForURL('**/portal/user?tab=dashboard', { timeout: 20_000 });
    await page.close();
  });

  test('a contact message is stored for the admins', async () => {
    const page = await e2e.browser.newPage();
    const subject = `Lab portal ${Date.now()}`;
    await page.goto(`${e2e.baseUrl}/contact`);
    await page.getByRole('textbox', { name: /^Your name/ }).fill('Sita Sharma');
    await page.getByRole('textbox', { name: /^Email address/ }).fill('sita@example.np');
    await page.getByRole('textbox', { name: /^Subject/ }).fill(subject);
    await page
      .getByRole('textbox', { name: /^Message/ })
      .fill('When will labs be able to register?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => page.getByText("Message sent successfully! We'll get back to you soon.").count())
      .toBe(1);
    const list = await api('/admin/contact-messages', { token: await adminToken() });
    expect(list.body.data.messages.some((m: { subject: string }) => m.subject === subject)).toBe(
      true,
    );
    await page.close();
  });

  test('maintenance mode shows visitors the maintenance page while an admin keeps working', async () => {
    const token = await adminToken();
    const set = (enabled: boolean) =>
      api('/admin/settings/maintenance', {
        method: 'PUT',
        token,
        body: JSON.stringify({ enabled }),
      });
    expect((await set(true)).status).toBe(200);
    try {
      const visitor = await e2e.browser.newPage();
      await visitor.goto(`${e2e.baseUrl}/about`);
      await expect
        .poll(() => visitor.getByRole('heading', { name: 'We are under maintenance' }).count())
        .toBe(1);
      await visitor.close();

      const admin = await e2e.browser.newPage();
      await logIn(admin, 'admin@demo.np', undefined, 'Admin');
      await admin.waitForURL('**/portal/admin**', { timeout: 20_000 });
      // A new browser: the consent dialog comes first, and while it is open the page behind
      // it is hidden from assistive technology (and from role queries).
      await acceptConsent(admin);
      await admin.goto(`${e2e.baseUrl}/about`);
      await admin.getByRole('heading', { level: 1, name: 'About Ujyalo Health' }).waitFor();
      expect(await admin.getByRole('heading', { name: 'We are under maintenance' }).count()).toBe(
        0,
      );
      await admin.close();
    } finally {
      await set(false);
    }
  });
});
