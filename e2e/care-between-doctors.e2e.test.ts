/**
 * Care between doctors end to end (issue 18 "End to end"), two doctors in two browsers
 * against the real server: Dr. Aarati Joshi (doctor@) refers one of her patients to
 * Dr. Sabina Adhikari (doctor2@), whose sidebar counts it live; Dr. Adhikari accepts and
 * can open the patient's records. Dr. Joshi asks her for a consultation about the patient;
 * it is accepted and started, their chat messages reach the other side live and are still
 * there when read again; Dr. Adhikari ends it with notes. Dr. Joshi sends Sita Sharma a
 * discharge letter, which Sita finds under Notifications, Letters, and prints. Dr. Joshi
 * transfers the patient to Dr. Adhikari, who accepts and completes it: the patient is gone
 * from Dr. Joshi's list and her records answer 404 to Dr. Joshi. A third doctor (doctor3@)
 * receives none of the events on the way.
 */
import type { Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_DOCTOR2_ID } from '../server/domain/seed-doctors';
import { startE2E, type E2E } from './harness';
import { apiOf, json, signIn } from './steps';

let e2e: E2E;
const sockets: Socket[] = [];
beforeAll(async () => {
  e2e = await startE2E();
}, 180_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await e2e?.close();
});

const { api, tokenOf } = apiOf(() => e2e);

/** Every event a signed-in account's socket receives, as a browser's would. */
async function listen(token: string) {
  const events: { event: string; payload: Record<string, unknown> }[] = [];
  const socket = io(e2e.baseUrl, { auth: { token }, transports: ['websocket'] });
  sockets.push(socket);
  socket.onAny((event: string, payload: Record<string, unknown>) =>
    events.push({ event, payload }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const waitFor = async (event: string, match: (p: Record<string, unknown>) => boolean) => {
    await expect
      .poll(() => events.some((e) => e.event === event && match(e.payload)), { timeout: 10_000 })
      .toBe(true);
  };
  return { events, waitFor };
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Doctor portal' });
/** The count a doctor's badge would show now, from the server. */
const countsOf = async (token: string) =>
  (await api('/care/counts', { token })).body.data as {
    referralsPending: number;
    consultationsActive: number;
    requestsNew: number;
  };
const ok = (answer: { status: number; body: unknown }) =>
  expect(answer.status, json(answer.body)).toBeLessThan(300);

test('two doctors refer, consult, write and transfer, live, and the sender loses access at the end', async () => {
  const [first, second, third, sita] = await Promise.all([
    tokenOf('doctor@demo.np'),
    tokenOf('doctor2@demo.np'),
    tokenOf('doctor3@demo.np'),
    tokenOf('patient@demo.np'),
  ]);
  // A patient of Dr. Joshi's that Dr. Adhikari does not have yet.
  type Listed = { id: string; name: string; status: string };
  const list = async (token: string) => {
    const all: Listed[] = [];
    for (let page = 1; ; page += 1) {
      const data = (await api(`/doctor/patients?limit=50&page=${page}`, { token })).body.data;
      all.push(...(data.items as Listed[]));
      if (all.length >= data.total || data.items.length === 0) return all;
    }
  };
  const theirs = new Set((await list(second)).map((p) => p.id));
  const patient = (await list(first)).find((p) => p.status === 'my-patient' && !theirs.has(p.id));
  expect(patient, 'a patient of the first doctor only').toBeDefined();
  const records = `/patients/${patient!.id}/records`;
  // Closed to her until she accepts (001 §2.3: not accessible until patient acceptance).
  expect((await api(records, { token: second })).status).toBe(403);

  const live = {
    first: await listen(first),
    second: await listen(second),
    third: await listen(third),
  };

  // Both doctors in their own browsers, on their dashboards.
  const secondPage = await signIn(e2e, { as: 'Doctor', email: 'doctor2@demo.np' });
  const firstPage = await signIn(e2e, { as: 'Doctor', email: 'doctor@demo.np' });
  const pendingBefore = (await countsOf(second)).referralsPending;

  // 1. Referral, through the API. Still to do (issue 18 stays open): the patient card's
  // Refer dialog, which its stories cover.
  const referred = await api('/care/referrals', {
    method: 'POST',
    token: first,
    body: json({
      patientId: patient!.id,
      toDoctorId: DEMO_DOCTOR2_ID,
      reason: 'Irregular cycles with lower abdominal pain for six months; please review',
      urgency: 'high',
    }),
  });
  ok(referred);
  const referralId = referred.body.data.referral.id as string;
  await live.second.waitFor('referral_created', (p) => p.referralId === referralId);
  // It arrives live: the second doctor's Referrals badge counts it without a reload.
  await sidebar(secondPage)
    .getByRole('link', { name: `Referrals ${pendingBefore + 1} pending` })
    .waitFor({ timeout: 15_000 });

  // Accepted through the API; still to do: Accept in the Referrals tab's Incoming list.
  ok(
    await api(`/care/referrals/${referralId}/status`, {
      method: 'PUT',
      token: second,
      body: json({ status: 'accepted' }),
    }),
  );
  await live.first.waitFor('referral_status_changed', (p) => p.referralId === referralId);
  // The patient is hers now, and so are the records.
  expect((await api(records, { token: second })).status).toBe(200);
  expect((await list(second)).map((p) => p.id)).toContain(patient!.id);
  const pendingAfter = pendingBefore;
  await sidebar(secondPage)
    .getByRole('link', {
      name: pendingAfter > 0 ? `Referrals ${pendingAfter} pending` : 'Referrals',
    })
    .waitFor({ timeout: 15_000 });

  // 2. Consultation about that patient, through the API; still to do: the Consultations tab.
  const activeBefore = (await countsOf(first)).consultationsActive;
  const asked = await api('/consultations', {
    method: 'POST',
    token: first,
    body: json({
      patientId: patient!.id,
      doctorId: DEMO_DOCTOR2_ID,
      reason: 'Second opinion on her pelvic ultrasound before treatment',
      type: 'chat',
      scheduledTime: new Date(Date.now() + 60 * 60_000).toISOString(),
      duration: 30,
    }),
  });
  ok(asked);
  const consultationId = asked.body.data.consultation.id as string;
  await live.second.waitFor('consultation_created', (p) => p.consultationId === consultationId);
  const at = (path: string) => `/consultations/${consultationId}${path}`;
  ok(
    await api(at('/status'), { method: 'PUT', token: second, body: json({ status: 'scheduled' }) }),
  );
  ok(await api(at('/start'), { method: 'PUT', token: second }));
  // In progress: the first doctor's Consultations badge says so, live.
  await sidebar(firstPage)
    .getByRole('link', { name: `Consultations ${activeBefore + 1} active` })
    .waitFor({ timeout: 15_000 });

  const say = (token: string, body: string) =>
    api(at('/messages'), { method: 'POST', token, body: json({ body }) });
  ok(await say(first, 'Her ultrasound shows a 3 cm left ovarian cyst. Would you treat or wait?'));
  await live.second.waitFor(
    'consultation_message',
    (p) => p.consultationId === consultationId && JSON.stringify(p).includes('3 cm left ovarian'),
  );
  ok(await say(second, 'Wait and repeat the scan in six weeks; start her on iron.'));
  await live.first.waitFor(
    'consultation_message',
    (p) => p.consultationId === consultationId && JSON.stringify(p).includes('repeat the scan'),
  );
  // Read again (a reload), the history is there on both sides, in order.
  for (const token of [first, second]) {
    const history = JSON.stringify((await api(at('/messages'), { token })).body.data);
    expect(history.indexOf('3 cm left ovarian')).toBeGreaterThan(-1);
    expect(history.indexOf('repeat the scan')).toBeGreaterThan(
      history.indexOf('3 cm left ovarian'),
    );
  }
  ok(
    await api(at('/end'), {
      method: 'PUT',
      token: second,
      body: json({ notes: 'Simple cyst; repeat ultrasound in six weeks. Iron for anaemia.' }),
    }),
  );
  await live.first.waitFor(
    'consultation_status_changed',
    (p) => p.consultationId === consultationId && p.status === 'completed',
  );

  // 3. A discharge letter to Sita Sharma, written through the API; still to do: the Letters
  // tab's form. Sita reads and prints it on screen.
  const sitaId = (await api('/auth/me', { token: sita })).body.data.user._id as string;
  const subject = `Discharge summary ${Date.now().toString(36)}`;
  ok(
    await api('/letters', {
      method: 'POST',
      token: first,
      body: json({
        type: 'discharge',
        patientId: sitaId,
        recipientType: 'patient',
        subject,
        content:
          'Dear Sita ji,\n\nYou are fit to go home. Rest for a week and come back in a month.',
        send: true,
      }),
    }),
  );
  // Sita reads it under Notifications, Letters, and prints it.
  const sitaPage = await signIn(e2e, {
    as: 'Patient',
    email: 'patient@demo.np',
    url: '/portal/user?tab=notifications',
  });
  await sitaPage.getByRole('tab', { name: 'Letters' }).click({ timeout: 20_000 });
  await sitaPage.getByText(subject).first().click({ timeout: 15_000 });
  const letter = sitaPage.getByRole('dialog');
  await letter.getByText('You are fit to go home.', { exact: false }).waitFor({ timeout: 15_000 });
  await sitaPage.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await letter.getByRole('button', { name: 'Print' }).click();
  await expect
    .poll(() => sitaPage.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);

  // 4. Transfer: the patient moves to Dr. Adhikari for good, through the API; still to do:
  // the Transfer Patient dialog and the Transfers tab.
  const bir = await e2e.db
    .selectFrom('providers')
    .select('id')
    .where('name', '=', 'Manipal Teaching Hospital')
    .executeTakeFirstOrThrow();
  const sent = await api('/transfers', {
    method: 'POST',
    token: first,
    body: json({
      patientId: patient!.id,
      targetHospitalId: bir.id,
      targetDoctorId: DEMO_DOCTOR2_ID,
      requiredSpecialty: 'Gynecology',
      reason: 'She is moving to Pokhara; continuing gynaecological care there',
      urgency: 'normal',
    }),
  });
  ok(sent);
  const transferId = sent.body.data.id as string;
  await live.second.waitFor('transferCreated', (p) => p.transferId === transferId);
  for (const status of ['accepted', 'completed'])
    ok(
      await api(`/transfers/${transferId}/status`, {
        method: 'PUT',
        token: second,
        body: json({ status }),
      }),
    );
  await live.first.waitFor(
    'transferStatusChanged',
    (p) => p.transferId === transferId && p.status === 'completed',
  );
  expect((await list(first)).map((p) => p.id)).not.toContain(patient!.id);
  // Her care ended: the records answer 404, as if the patient had never been hers.
  expect((await api(records, { token: first })).status).toBe(404);
  expect((await api(records, { token: second })).status).toBe(200);
  // The first doctor's Patients tab no longer lists her.
  await firstPage.goto(`${e2e.baseUrl}/portal/doctor?tab=patients`);
  await firstPage
    .getByRole('searchbox', { name: /Search patients/ })
    .or(firstPage.getByRole('textbox', { name: /Search patients/ }))
    .first()
    .fill(patient!.name, { timeout: 20_000 });
  await firstPage.getByText('No patients found').waitFor({ timeout: 15_000 });

  // Nothing of it reached the third doctor.
  const care = /^(referral_|consultation_|transfer|request_|appointment_request)/;
  expect(live.third.events.filter((e) => care.test(e.event))).toEqual([]);
}, 240_000);
