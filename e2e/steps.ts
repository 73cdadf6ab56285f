/**
 * Steps the journeys share: the API as a client calls it, registering people, signing in
 * through the login screen, and the admin's review of a doctor's application.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { demoPng } from '../server/domain/verification/demo-files';
import type { E2E } from './harness';

export const DEMO_PASSWORD = 'Demo@12345';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read by a test, checked by its assertions
export type Answer = { status: number; body: Record<string, any> };
export type Api = (path: string, init?: RequestInit & { token?: string }) => Promise<Answer>;

export const json = (body: unknown) => JSON.stringify(body);

/**
 * The API of the journey's server (`e2e` is read on each call: it is started in
 * beforeAll), a JSON body sent as JSON, and a sign-in token by email or phone.
 */
export function apiOf(e2e: () => E2E) {
  const api: Api = async (path, init = {}) => {
    const { token, ...rest } = init;
    const res = await fetch(`${e2e().baseUrl}/api${path}`, {
      ...rest,
      headers: {
        ...(typeof rest.body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : { text } };
  };
  const tokenOf = async (identifier: string, password = DEMO_PASSWORD) =>
    (await api('/auth/login', { method: 'POST', body: json({ identifier, password }) })).body.data
      .token as string;
  return { api, tokenOf };
}

type Registration = {
  name: string;
  email: string;
  phone: string;
  password: string;
  /** A doctor's own fields (full name, gender, medical college). */
  doctor?: { gender: 'Male' | 'Female'; medicalCollege: string };
};

/** Registers a patient, or a doctor with `doctor`, as the registration form sends it. */
export async function register(api: Api, who: Registration) {
  const registered = await api('/auth/register', {
    method: 'POST',
    body: json({
      name: who.name,
      email: who.email,
      phone: who.phone,
      password: who.password,
      confirmPassword: who.password,
      role: who.doctor ? 'doctor' : 'patient',
      ...(who.doctor ? { fullName: who.name, ...who.doctor } : {}),
      consentAgreement: { dataDisclosure: true, contentModeration: true, activityRating: true },
      acceptTerms: true,
    }),
  });
  expect(registered.status, json(registered.body)).toBeLessThan(300);
}

/**
 * A new patient with an address of their own (`prefix.<stamp>@e2e.np`) and a unique phone;
 * `verified` marks the account verified (verification has its own journey).
 */
export async function newPatient(
  e2e: E2E,
  name: string,
  { prefix, verified = false }: { prefix: string; verified?: boolean },
) {
  const { api, tokenOf } = apiOf(() => e2e);
  const { email, phone } = uniqueContact(prefix);
  const password = 'Himal#2083ok';
  await register(api, { name, email, phone, password });
  if (verified)
    await e2e.db.updateTable('users').set({ verified: true }).where('email', '=', email).execute();
  return { email, password, token: await tokenOf(email, password) };
}

type SignIn = {
  as: 'Patient' | 'Doctor' | 'Admin';
  email: string;
  password?: string;
  /** A page that asks for a sign-in first and comes back to itself; else the login page. */
  url?: string;
  context?: BrowserContextOptions;
};

/** On the login page: the role, the email and the password, sent with Enter. */
export async function submitLogin(page: Page, { as, email, password }: SignIn) {
  await page.getByRole('radio', { name: as }).check();
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(password ?? DEMO_PASSWORD);
  await page.getByRole('textbox', { name: /^Password/ }).press('Enter');
}

/** Signs in through the login screen in a new browser context and agrees to the terms. */
export async function signIn(e2e: E2E, { as, email, password, url, context }: SignIn) {
  const page = await (await e2e.browser.newContext(context)).newPage();
  await page.goto(`${e2e.baseUrl}${url ?? '/auth/login'}`);
  if (url) await page.waitForURL('**/auth/login?redirect=*', { timeout: 15_000 });
  await submitLogin(page, { as, email, password });
  await page.waitForURL(url ? `**${url}` : '**/portal/**', { timeout: 20_000 });
  await page.getByRole('button', { name: 'I Agree' }).click({ timeout: 15_000 });
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return page;
}

/** The next date (in Nepal) that falls on `weekday` (0 Sunday), at least one day ahead. */
export function nextDate(weekday: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() !== weekday);
  return d.toISOString().slice(0, 10);
}

/** In Pending approvals: finds the doctor and opens the review, their NMC number shown. */
export async function openReview(admin: Page, search: string, name: string, nmc: string) {
  const box = admin.getByRole('searchbox', { name: 'Search by name, email, phone or number' });
  if ((await box.inputValue()) !== search) {
    // The queue draws its rows again when the search's answer comes: a Review pressed on
    // the row before it (the same person, in the unfiltered list) may be pressed on a row
    // that is gone a moment later, and no dialog opens. Wait for the searched list.
    const answered = admin.waitForResponse(
      (response) =>
        response.url().includes('/api/admin/') &&
        new URL(response.url()).searchParams.get('search') === search,
      { timeout: 20_000 },
    );
    await box.fill(search);
    await answered;
  }
  await admin
    .locator('table:not([aria-busy="true"])')
    .getByRole('button', { name: `Review ${name}` })
    .click({ timeout: 15_000 });
  const dialog = admin.getByRole('dialog');
  await dialog.getByText(nmc).waitFor({ timeout: 30_000 });
  return dialog;
}

/** In the open review: approves with a remark; the queue says so and the dialog closes. */
export async function approve(admin: Page, name: string, remarks: string) {
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Remarks').fill(remarks);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await admin.getByText(`${name} is approved`, { exact: true }).waitFor({ timeout: 15_000 });
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
}

/** A toast's text (a live region repeats it for screen readers, hence the first). */
export const toastSays = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });

/** Opens a tab of the doctor portal from its sidebar (a badge may follow the name). */
export const openDoctorTab = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Doctor portal' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();

/** Opens the select labelled `label` (a required one's label ends in a mark) and picks. */
export async function choose(
  page: Page,
  scope: Pick<Page, 'getByRole'>,
  label: string,
  option: string | RegExp,
) {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).click({ timeout: 15_000 });
  await page
    .getByRole(
      'option',
      typeof option === 'string' ? { name: option, exact: true } : { name: option },
    )
    .click({ timeout: 15_000 });
}

/** A new person's own address (`prefix.<stamp>@e2e.np`) and a phone number nobody has. */
export function uniqueContact(prefix: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const phone = `98${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-8)}`;
  return { email: `${prefix}.${stamp}@e2e.np`, phone };
}

/**
 * A patient registers on the sign-up screen in a new browser (giving the three consents
 * and accepting the terms) and lands on the login page, which is returned.
 */
export async function registerOnScreen(
  e2e: E2E,
  who: { name: string; email: string; phone: string; password: string },
) {
  const page = await (await e2e.browser.newContext()).newPage();
  await page.goto(`${e2e.baseUrl}/auth/register`);
  await page.getByRole('heading', { name: 'Create an account' }).waitFor({ timeout: 15_000 });
  await page.getByLabel(/^name/i).fill(who.name);
  await page.getByLabel(/^email address/i).fill(who.email);
  await page.getByLabel(/^phone number/i).fill(who.phone);
  const passwords = page.locator('input[autocomplete="new-password"]');
  await passwords.nth(0).fill(who.password);
  await passwords.nth(1).fill(who.password);
  for (const consent of [/legal case/i, /reported/i, /rate the activity/i, /terms and conditions/i])
    await page.getByRole('checkbox', { name: consent }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/auth/login?role=patient', { timeout: 15_000 });
  return page;
}

/**
 * The patient applies for identity verification with a citizenship card (through the API,
 * as the verification screen sends it) and the demo admin approves it: they may book.
 */
export async function verifyPatient(e2e: E2E, email: string, password: string) {
  const { api, tokenOf } = apiOf(() => e2e);
  const form = new FormData();
  form.set('documentType', 'citizenship');
  form.set('documentNumber', '27-01-76-05512');
  form.set(
    'documentImage',
    new Blob([new Uint8Array(demoPng(5))], { type: 'image/png' }),
    'citizenship.png',
  );
  const applied = await api('/verification/patient', {
    method: 'POST',
    token: await tokenOf(email, password),
    body: form,
  });
  expect(applied.status, json(applied.body)).toBeLessThan(300);
  const approved = await api(`/admin/approve-patient/${applied.body.data.application.id}`, {
    method: 'PUT',
    token: await tokenOf('admin@demo.np'),
    body: json({ decision: 'approved', remarks: 'Citizenship card checked' }),
  });
  expect(approved.status, json(approved.body)).toBe(200);
}

/**
 * From the doctor's public profile, Book Appointment opens the wizard: the first open
 * day, its first free time, the patient's details, and the consent to share; the wizard
 * confirms the request.
 */
export async function bookInWizard(
  e2e: E2E,
  page: Page,
  doctorId: string,
  details: { patientName: string; phone: string; reason: string },
) {
  await page.goto(`${e2e.baseUrl}/doctor-profile/${doctorId}`);
  await page.getByRole('link', { name: 'Book Appointment' }).click({ timeout: 20_000 });
  await page.getByRole('heading', { name: 'Select a day' }).waitFor({ timeout: 20_000 });
  await page
    .getByRole('button', { name: /^(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day/ })
    .first()
    .click({ timeout: 15_000 });
  await page.getByRole('heading', { name: 'Choose a time' }).waitFor({ timeout: 15_000 });
  // A free time is named "<time> at <hospital>"; a taken one says Taken instead.
  await page
    .getByRole('button', { name: /^\d.* at / })
    .first()
    .click({ timeout: 15_000 });
  await page.getByRole('heading', { name: 'Your details' }).waitFor({ timeout: 15_000 });
  await page.getByRole('textbox', { name: /^Patient name/ }).fill(details.patientName);
  await page.getByRole('textbox', { name: /^Phone number/ }).fill(details.phone);
  await page.getByRole('textbox', { name: /^Reason for visit/ }).fill(details.reason);
  await page.getByRole('button', { name: 'Request appointment' }).click();
  await page.getByRole('button', { name: 'I agree, send request' }).click();
  await page.getByRole('heading', { name: 'Appointment requested' }).waitFor({ timeout: 20_000 });
}
