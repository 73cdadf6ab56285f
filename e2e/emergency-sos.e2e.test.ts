/**
 * Emergency SOS end to end (issue 17, ADR 0035): a new patient adds emergency contacts up to
 * five and is refused a sixth; from Ratna Park in Kathmandu (the browser's geolocation) she
 * sends SOS, sees the nearest ambulances from the directory, each contact has one SMS with
 * her name and a map link in the outbox, and she cancels it. Another patient, with their own
 * token, gets 404 for her contacts and can neither see nor cancel her emergency (there is no
 * per-emergency address: ADR 0035).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startE2E, type E2E } from './harness';
import { apiOf, json, newPatient, signIn } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

const { api } = apiOf(() => e2e);

/** Ratna Park, Kathmandu. */
const HERE = { latitude: 27.705467, longitude: 85.314972 };

const contacts = [
  ['Ramesh Thapa', 'Husband', '9841500001'],
  ['Sunita Thapa', 'Daughter', '9851500002'],
  ['Bikram Thapa', 'Son', '9861500003'],
  ['Gita Rai', 'Neighbour', '9801500004'],
  ['Hari Rai', 'Friend', '9811500005'],
] as const;

describe('emergency SOS', () => {
  test('five contacts and no sixth; SOS from a set location texts each once; cancel', async () => {
    const patient = await newPatient(e2e, 'Kamala Thapa', { prefix: 'sos' });
    const page = await signIn(e2e, {
      as: 'Patient',
      email: patient.email,
      password: patient.password,
      context: { geolocation: HERE, permissions: ['geolocation'] },
    });
    await page.goto(`${e2e.baseUrl}/portal/user?tab=emergency`);
    await page.getByRole('heading', { name: 'Emergency services' }).waitFor({ timeout: 20_000 });
    await expect(
      page.getByRole('link', { name: 'Call 102 (ambulance)' }).getAttribute('href'),
    ).resolves.toBe('tel:102');

    for (const [name, relationship, phone] of contacts) {
      await page.getByRole('button', { name: 'Add contact' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add emergency contact' });
      await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
      await dialog.getByRole('textbox', { name: /^Relationship/ }).fill(relationship);
      await dialog.getByRole('textbox', { name: /^Phone/ }).fill(phone);
      await dialog.getByRole('button', { name: 'Save contact' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('list', { name: 'Your emergency contacts' }).getByText(name).waitFor();
    }
    await page.getByText('(5/5)').waitFor();
    expect(await page.getByRole('button', { name: 'Add contact' }).isDisabled()).toBe(true);
    await page.getByText('You can add a maximum of 5 emergency contacts.').waitFor();
    // The server refuses a sixth, whatever the screen allows.
    const sixth = await api('/emergency/contacts', {
      method: 'POST',
      token: patient.token,
      body: json({ name: 'Sixth Person', phone: '9841500006' }),
    });
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe('You can add a maximum of 5 emergency contacts.');

    await page.getByRole('button', { name: 'Send SOS' }).click();
    await page
      .getByRole('alertdialog', { name: 'Send an emergency alert?' })
      .getByRole('button', { name: 'Send SOS now' })
      .click();
    await page.getByText('Emergency active').waitFor({ timeout: 20_000 });
    await page.getByText('Alert sent to 5 emergency contacts.').waitFor();
    await page.getByText('Your location: 27.705467, 85.314972').waitFor();
    const nearby = page.getByRole('list', { name: 'Nearest ambulances and hospitals' });
    const ambulanceCalls = nearby.getByRole('link', { name: /Ambulance.* on / });
    expect(await ambulanceCalls.count()).toBeGreaterThan(0);
    const firstCall = await ambulanceCalls.first().getAttribute('href');
    expect(firstCall).toMatch(/^tel:\S+$/);
    // The nearest ambulance is the directory's.
    const listed = await e2e.db
      .selectFrom('providers')
      .select('phone')
      .where('type', '=', 'ambulance')
      .where('phone', '=', firstCall!.slice(4))
      .execute();
    expect(listed.length).toBeGreaterThan(0);

    // One SMS per contact, with her name and the map link.
    const outbox = await api('/dev/outbox');
    const messages = outbox.body.data.messages as {
      channel: string;
      recipient: string;
      body: string;
    }[];
    for (const [, , phone] of contacts) {
      const mine = messages.filter((m) => m.recipient === phone);
      expect(mine, phone).toHaveLength(1);
      expect(mine[0]!.channel).toBe('sms');
      expect(mine[0]!.body).toContain('Kamala Thapa');
      expect(mine[0]!.body).toContain(
        'https://www.openstreetmap.org/?mlat=27.705467&mlon=85.314972',
      );
    }

    // Another patient: her contacts answer 404 and stay; her emergency is not theirs to see
    // or cancel (emergencies are addressed only as the caller's own, ADR 0035).
    const other = await newPatient(e2e, 'Hari Karki', { prefix: 'sos-other' });
    const hers = (await api('/emergency/contacts', { token: patient.token })).body.data
      .contacts as { id: string }[];
    const edit = await api(`/emergency/contacts/${hers[0]!.id}`, {
      method: 'PUT',
      token: other.token,
      body: json({ name: 'Not Yours', phone: '9841500009' }),
    });
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe('Emergency contact not found.');
    const remove = await api(`/emergency/contacts/${hers[0]!.id}`, {
      method: 'DELETE',
      token: other.token,
    });
    expect(remove.status).toBe(404);
    expect(remove.body.message).toBe('Emergency contact not found.');
    expect((await api('/emergency/contacts', { token: other.token })).body.data.contacts).toEqual(
      [],
    );
    expect((await api('/emergency/sos', { token: other.token })).body.data.emergency).toBeNull();
    expect((await api('/emergency/history', { token: other.token })).body.data.emergencies).toEqual(
      [],
    );
    const theirCancel = await api('/emergency/sos/cancel', { method: 'POST', token: other.token });
    expect(theirCancel.status).toBe(409);
    const still = await api('/emergency/sos', { token: patient.token });
    expect(still.body.data.emergency.status).toBe('active');
    const herContacts = await api('/emergency/contacts', { token: patient.token });
    expect(herContacts.body.data.contacts).toHaveLength(5);
    expect(herContacts.body.data.contacts[0]).toMatchObject({
      id: hers[0]!.id,
      name: 'Ramesh Thapa',
    });

    await page.getByRole('button', { name: 'Cancel emergency' }).click();
    await page
      .getByRole('alertdialog', { name: 'Cancel this emergency?' })
      .getByRole('button', { name: 'Cancel emergency' })
      .click();
    await page.getByText('Emergency cancelled.').waitFor();
    await page.getByRole('button', { name: 'Send SOS' }).waitFor();
    const history = page.getByRole('list', { name: 'Past emergencies' });
    await history.getByRole('listitem').first().getByText('Cancelled').waitFor();
    const after = await api('/emergency/sos', { token: patient.token });
    expect(after.body.data).toEqual({ emergency: null, nearby: [] });
  }, 180_000);
});
