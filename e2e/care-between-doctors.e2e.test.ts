/**
 * Care between doctors end to end (issue 18 "End to end"), two doctors in two browsers
 * against the real server, every step on screen: Dr. Aarati Joshi (doctor@) refers one of
 * her patients to Dr. Sabina Adhikari (doctor2@) from the patient's card, finding her in the
 * dialog's search; the referral arrives live in Dr. Adhikari's Incoming list and sidebar
 * badge; she accepts and opens the patient's records. Dr. Joshi asks her for a consultation
 * about the patient from the card; Dr. Adhikari accepts and starts it, both join, their chat
 * messages reach the other side live and are still there after a reload; Dr. Adhikari ends
 * it with notes. Dr. Joshi writes Sita Sharma a discharge letter in the Letters tab, which
 * Sita finds under Notifications, Letters, and prints. Dr. Joshi transfers the patient to
 * Dr. Adhikari from the card (the warning first), who accepts and completes it in her
 * Transfers tab: the patient is gone from Dr. Joshi's list and the records answer 404 to
 * her. A third doctor (doctor3@) receives none of the events on the way.
 */
import type { Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startE2E, type E2E } from './harness';
import { apiOf, choose, openDoctorTab, signIn, toastSays } from './steps';

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
  const events: { event: string; payload: unknown }[] = [];
  const socket = io(e2e.baseUrl, { auth: { token }, transports: ['websocket'] });
  sockets.push(socket);
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return events;
}

const ADHIKARI = 'Dr. Sabina Adhikari';
const JOSHI = 'Dr. Aarati Joshi';

/** The sidebar link a badge names, e.g. "Referrals 2 pending" (the bare name at none). */
const badge = (page: Page, tab: string, count: number, what: string) =>
  page
    .getByRole('navigation', { name: 'Doctor portal' })
    .getByRole('link', { name: count > 0 ? `${tab} ${count} ${what}` : tab, exact: true })
    .waitFor({ timeout: 15_000 });
/** The count a doctor's badge would show now, from the server. */
const countsOf = async (token: string) =>
  (await api('/care/counts', { token })).body.data as {
    referralsPending: number;
    consultationsActive: number;
  };

/** In the Patients tab: searches for the patient and gives their card. */
async function patientCard(page: Page, name: string) {
  await openDoctorTab(page, 'Patients');
  await page.getByRole('searchbox', { name: /^Search patients/ }).fill(name, { timeout: 20_000 });
  return page.getByRole('article', { name, exact: true });
}

test('two doctors refer, consult, write and transfer on screen, live, and the sender loses access at the end', async () => {
  const [first, second, third] = await Promise.all([
    tokenOf('doctor@demo.np'),
    tokenOf('doctor2@demo.np'),
    tokenOf('doctor3@demo.np'),
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
  const { name } = patient!;
  const records = `/patients/${patient!.id}/records`;
  // Closed to her until she accepts (001 §2.3: not accessible until patient acceptance).
  expect((await api(records, { token: second })).status).toBe(403);
  const thirdHears = await listen(third);
  // What the badges show before: the second doctor's pending referrals, the first's
  // consultations in progress.
  const { referralsPending } = await countsOf(second);
  const { consultationsActive } = await countsOf(first);

  // Both doctors in their own browsers; Dr. Adhikari waits on her incoming referrals.
  const [firstPage, secondPage] = await Promise.all([
    signIn(e2e, { as: 'Doctor', email: 'doctor@demo.np' }),
    signIn(e2e, { as: 'Doctor', email: 'doctor2@demo.np' }),
  ]);
  await openDoctorTab(secondPage, 'Referrals');
  await secondPage.getByRole('tab', { name: /^Incoming/ }).click({ timeout: 20_000 });

  // 1. Refer, from the patient's card: the colleague found by name, a reason, the urgency.
  const referReason = `Irregular cycles with lower abdominal pain for six months (${Date.now().toString(36)})`;
  await (await patientCard(firstPage, name)).getByRole('button', { name: 'Refer' }).click();
  const refer = firstPage.getByRole('dialog', { name: 'Refer Patient' });
  await refer.getByRole('searchbox', { name: /^Find a doctor/ }).fill('Sabina');
  await refer.getByRole('radio', { name: new RegExp(ADHIKARI) }).click({ timeout: 15_000 });
  await refer.getByRole('textbox', { name: /^Reason/ }).fill(referReason);
  await choose(firstPage, refer, 'Urgency', 'High');
  await refer.getByRole('button', { name: 'Send referral' }).click();
  await toastSays(firstPage, `Referral sent to ${ADHIKARI}`);

  // It arrives live in her Incoming list, and her badge counts it, without a reload.
  const referral = secondPage
    .getByRole('article', { name, exact: true })
    .filter({ hasText: referReason });
  await referral.waitFor({ timeout: 15_000 });
  await badge(secondPage, 'Referrals', referralsPending + 1, 'pending');
  await referral.getByRole('button', { name: 'Accept' }).click();
  await toastSays(secondPage, 'Referral accepted. The patient is now in your list.');
  await badge(secondPage, 'Referrals', referralsPending, 'pending');

  // The patient is hers now, and so are the records.
  await (
    await patientCard(secondPage, name)
  )
    .getByRole('button', { name: 'View Records' })
    .click({ timeout: 15_000 });
  const details = secondPage.getByRole('dialog', { name: 'Patient details' });
  await details
    .getByRole('heading', { name: 'Medical Records', exact: true })
    .waitFor({ timeout: 15_000 });
  await details
    .getByRole('columnheader', { name: 'Title' })
    .or(details.getByText('No medical records yet.'))
    .first()
    .waitFor({ timeout: 15_000 });
  await expect(
    details.getByText('Medical records are not accessible until patient acceptance.').count(),
  ).resolves.toBe(0);
  await secondPage.keyboard.press('Escape');
  await details.waitFor({ state: 'hidden' });

  // 2. A consultation about the patient, asked from the card: a chat, with Dr. Adhikari.
  const consultReason = `Second opinion on her pelvic ultrasound (${Date.now().toString(36)})`;
  await (await patientCard(firstPage, name)).getByRole('button', { name: 'Consult' }).click();
  const ask = firstPage.getByRole('dialog', { name: `Request consultation for ${name}` });
  await choose(firstPage, ask, 'Consulting doctor', new RegExp(`^${ADHIKARI}`));
  await ask.getByRole('textbox', { name: /^Reason/ }).fill(consultReason);
  await choose(firstPage, ask, 'Type', 'Chat');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await toastSays(firstPage, `Consultation requested from ${ADHIKARI}`);

  // Dr. Adhikari accepts it under Requests, starts it under Scheduled and joins it.
  await openDoctorTab(secondPage, 'Consultations');
  const consultation = (page: Page) =>
    page.getByRole('listitem').filter({ hasText: consultReason });
  await secondPage.getByRole('tab', { name: /^Requests/ }).click({ timeout: 20_000 });
  await consultation(secondPage).getByRole('button', { name: 'Accept' }).click({ timeout: 15_000 });
  await toastSays(secondPage, `Consultation with ${JOSHI} scheduled`);
  await secondPage.getByRole('tab', { name: /^Scheduled/ }).click();
  await consultation(secondPage).getByRole('button', { name: 'Start' }).click({ timeout: 15_000 });
  await toastSays(secondPage, 'Consultation started');
  await secondPage.getByRole('tab', { name: /^Active/ }).click();
  await consultation(secondPage).getByRole('button', { name: 'Join' }).click({ timeout: 15_000 });

  // Dr. Joshi's badge says it is in progress, live, and she joins it from her Active list.
  await badge(firstPage, 'Consultations', consultationsActive + 1, 'active');
  await openDoctorTab(firstPage, 'Consultations');
  const join = async (page: Page, withWhom: string) => {
    await consultation(page).getByRole('button', { name: 'Join' }).click({ timeout: 15_000 });
    return page.getByRole('dialog', { name: `Consultation with ${withWhom}` });
  };
  const firstRoom = await join(firstPage, ADHIKARI);
  const secondRoom = secondPage.getByRole('dialog', { name: `Consultation with ${JOSHI}` });
  const say = async (room: typeof firstRoom, text: string) => {
    await room.getByRole('textbox', { name: /^Message/ }).fill(text);
    await room.getByRole('button', { name: 'Send' }).click();
  };
  const question = 'Her ultrasound shows a 3 cm left ovarian cyst. Would you treat or wait?';
  const answer = 'Wait and repeat the scan in six weeks; start her on iron.';
  await say(firstRoom, question);
  await secondRoom.getByText(question).waitFor({ timeout: 15_000 });
  await say(secondRoom, answer);
  await firstRoom.getByText(answer).waitFor({ timeout: 15_000 });

  // After a reload the history is there, in order.
  await firstPage.reload();
  const again = await join(firstPage, ADHIKARI);
  const history = again.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await history.filter({ hasText: answer }).waitFor({ timeout: 15_000 });
  const said = await history.allTextContents();
  expect(said.findIndex((m) => m.includes(question))).toBeGreaterThan(-1);
  expect(said.findIndex((m) => m.includes(answer))).toBeGreaterThan(
    said.findIndex((m) => m.includes(question)),
  );
  await firstPage.keyboard.press('Escape');

  // Dr. Adhikari ends it with notes; Dr. Joshi's badge and Completed list follow.
  const notes = 'Simple cyst; repeat ultrasound in six weeks. Iron for anaemia.';
  await secondPage.keyboard.press('Escape');
  await secondRoom.waitFor({ state: 'hidden' });
  await consultation(secondPage).getByRole('button', { name: 'End' }).click();
  const end = secondPage.getByRole('dialog', { name: 'End consultation' });
  await end.getByRole('textbox', { name: /^Notes/ }).fill(notes);
  await end.getByRole('button', { name: 'End and save notes' }).click();
  await toastSays(secondPage, 'Consultation completed');
  await badge(firstPage, 'Consultations', consultationsActive, 'active');
  await firstPage.getByRole('tab', { name: /^Completed/ }).click();
  await consultation(firstPage).getByText(`Notes: ${notes}`).waitFor({ timeout: 15_000 });

  // 3. A discharge letter to Sita Sharma from the Letters tab's template.
  const subject = `Discharge summary ${Date.now().toString(36)}`;
  await openDoctorTab(firstPage, 'Letters');
  await firstPage
    .getByRole('button', { name: 'Write Discharge letter' })
    .click({ timeout: 20_000 });
  const letterForm = firstPage.getByRole('dialog', { name: 'New Discharge letter' });
  await choose(firstPage, letterForm, 'Patient', 'Sita Sharma');
  await expect(
    letterForm.getByRole('combobox', { name: /^Send to/ }).textContent(),
  ).resolves.toContain('Patient');
  await letterForm.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await letterForm
    .getByRole('textbox', { name: /^Letter/ })
    .fill('Dear Sita ji,\n\nYou are fit to go home. Rest for a week and come back in a month.');
  await letterForm.getByRole('button', { name: 'Send Letter' }).click();
  await toastSays(firstPage, 'Letter sent successfully!');

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
  await sitaPage.context().close();

  // 4. Transfer, from the card: the warning first, then the form.
  const transferReason = `She is moving to Pokhara; continuing care there (${Date.now().toString(36)})`;
  await (await patientCard(firstPage, name)).getByRole('button', { name: 'Transfer' }).click();
  const transfer = firstPage.getByRole('dialog', { name: `Transfer ${name}` });
  await transfer
    .getByRole('note')
    .getByText('A transfer moves the patient permanently')
    .waitFor({ timeout: 15_000 });
  // The hospital is found by name (the lists open with the first ten by name); the choice
  // stays when the find box is emptied to pick the doctor from the first page.
  const find = transfer.getByRole('searchbox', { name: /^Find a doctor or hospital/ });
  await find.fill('Manipal');
  await choose(firstPage, transfer, 'Hospital', /^Manipal Teaching Hospital/);
  await find.fill('');
  await choose(firstPage, transfer, 'Doctor', new RegExp(`^${ADHIKARI}`));
  await expect
    .poll(() => transfer.getByRole('combobox', { name: /^Hospital/ }).textContent())
    .toMatch(/Manipal Teaching Hospital/);
  await transfer.getByRole('textbox', { name: /^Reason/ }).fill(transferReason);
  await transfer.getByRole('button', { name: `Transfer ${name}`, exact: true }).click();
  await toastSays(firstPage, `Transfer of ${name} sent to ${ADHIKARI}.`);

  // Dr. Adhikari accepts and completes it in her Transfers tab.
  await openDoctorTab(secondPage, 'Transfers');
  await secondPage.getByRole('tab', { name: /^Incoming/ }).click({ timeout: 20_000 });
  const moved = secondPage
    .getByRole('article', { name, exact: true })
    .filter({ hasText: transferReason });
  await moved.getByRole('button', { name: 'Accept' }).click({ timeout: 15_000 });
  await toastSays(secondPage, `Transfer of ${name} accepted. They are now your patient.`);
  await moved.getByRole('button', { name: 'Mark Complete' }).click({ timeout: 15_000 });
  await secondPage
    .getByRole('alertdialog')
    .or(secondPage.getByRole('dialog'))
    .getByRole('button', { name: 'Mark Complete' })
    .click();
  await toastSays(secondPage, `Transfer of ${name} completed.`);

  // Dr. Joshi's Outgoing transfers say so live; the patient is gone from her list (read
  // again as she comes back to it), and the records answer 404 to her.
  await openDoctorTab(firstPage, 'Transfers');
  await firstPage
    .getByRole('article', { name, exact: true })
    .filter({ hasText: transferReason })
    .getByText('Completed', { exact: true })
    .waitFor({ timeout: 15_000 });
  await patientCard(firstPage, name);
  await firstPage.getByText('No patients found').waitFor({ timeout: 15_000 });
  expect((await api(records, { token: first })).status).toBe(404);
  expect((await api(records, { token: second })).status).toBe(200);

  // Nothing of it reached the third doctor.
  const care = /^(referral_|consultation_|transfer|request_|appointment_request)/;
  expect(thirdHears.filter((e) => care.test(e.event))).toEqual([]);
}, 240_000);
