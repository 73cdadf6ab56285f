/** The outbox: email leaves through a transport when one is configured, and failures are retried. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dispatchPending, enqueue, type OutgoingMessage } from '../domain/outbox';
import { openTestDatabase, type TestDatabase } from './harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('dispatchPending', () => {
  test('sends pending email once, leaves WhatsApp waiting, and retries a failed send', async () => {
    await enqueue(t.db, {
      channel: 'email',
      recipient: 'a@test.np',
      subject: 'Code',
      body: '123456',
    });
    await enqueue(t.db, {
      channel: 'whatsapp',
      recipient: '9800000001',
      subject: 'Code',
      body: '654321',
    });
    await enqueue(t.db, {
      channel: 'email',
      recipient: 'down@test.np',
      subject: 'Code',
      body: '111111',
    });

    const sent: OutgoingMessage[] = [];
    const transport = {
      async send(message: OutgoingMessage) {
        if (message.recipient === 'down@test.np') throw new Error('SMTP unavailable');
        sent.push(message);
      },
    };
    await dispatchPending(t.db, transport);
    await dispatchPending(t.db, transport);

    expect(sent.map((m) => m.recipient)).toEqual(['a@test.np']);
    const rows = await t.db
      .selectFrom('outbox')
      .select(['recipient', 'status', 'attempts', 'last_error'])
      .execute();
    const byRecipient = Object.fromEntries(rows.map((r) => [r.recipient, r]));
    expect(byRecipient['a@test.np']).toMatchObject({ status: 'sent' });
    expect(byRecipient['9800000001']).toMatchObject({ status: 'pending', attempts: 0 });
    expect(byRecipient['down@test.np']).toMatchObject({
      status: 'pending',
      attempts: 2,
      last_error: 'Error: SMTP unavailable',
    });
  });
});
