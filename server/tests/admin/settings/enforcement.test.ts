import { describe, expect, test } from 'vitest';
import { defaultSettings, getSetting, setSetting } from '../../../domain/settings';
import { enqueue } from '../../../domain/outbox';
import { expectFailure } from '../../harness';
import {
  admin,
  applicationOf,
  applyAsDoctor,
  multipart,
  PDF,
  person,
  send,
  t,
} from '../../verification/setup';

/**
 * The system settings take effect where they apply (issue 14, ADR 0026): the upload limit
 * on every file, requireDocumentUpload on applications, the notification switches on the
 * outbox. (The appointment reminder switch: reminders.test.ts.)
 */

const setGeneral = async (change: Partial<typeof defaultSettings.general>) =>
  setSetting(t.db, 'general', { ...(await getSetting(t.db, 'general')), ...change });

/** A real PDF grown to `megabytes` (its first bytes still say PDF). */
const pdfOf = (megabytes: number) =>
  Buffer.concat([PDF, Buffer.alloc(Math.round(megabytes * 1024 * 1024) - PDF.length, 0x20)]);

describe('maxFileUploadSize', () => {
  test('a file above the admin limit is 413 with the limit in the text, in English and Nepali', async () => {
    await setGeneral({ maxFileUploadSize: 1 });
    try {
      const doctor = await person('doctor', 'Dr. Prakash Adhikari');
      const files = [{ name: 'nmc-certificate.pdf', type: 'application/pdf', bytes: pdfOf(2) }];
      const documents = [{ kind: 'nmcCertificate' }];
      expectFailure(await applyAsDoctor(doctor, '55123', { files, documents }), 413, {
        code: 'FILE_TOO_LARGE',
        message: 'Each file must be at most 1 MB.',
        field: 'documents',
      });
      expectFailure(await applyAsDoctor(doctor, '55123', { files, documents, lang: 'ne' }), 413, {
        message: 'प्रत्येक फाइल बढीमा 1 MB हुनुपर्छ।',
      });
      // Under the limit it is taken.
      const small = [{ name: 'nmc-certificate.pdf', type: 'application/pdf', bytes: pdfOf(0.9) }];
      expect(
        applicationOf(await applyAsDoctor(doctor, '55123', { files: small, documents })).status,
      ).toBe('pending');
    } finally {
      await setGeneral({ maxFileUploadSize: defaultSettings.general.maxFileUploadSize });
    }
  });

  test("a kind's own lower limit still applies when the admin's is higher", async () => {
    await setGeneral({ maxFileUploadSize: 100 });
    try {
      const doctor = await person('doctor', 'Dr. Manisha Bhandari');
      const files = [{ name: 'nmc-certificate.pdf', type: 'application/pdf', bytes: pdfOf(11) }];
      expectFailure(
        await applyAsDoctor(doctor, '55124', { files, documents: [{ kind: 'nmcCertificate' }] }),
        413,
        { code: 'FILE_TOO_LARGE', message: 'Each file must be at most 10 MB.' },
      );
    } finally {
      await setGeneral({ maxFileUploadSize: defaultSettings.general.maxFileUploadSize });
    }
  });
});

describe('requireDocumentUpload', () => {
  const apply = async (name: string, registrationNumber: string) => {
    const pharmacy = await person('pharmacy', name);
    const body = await multipart(
      { registrationNumber, city: 'Biratnagar', address: 'Main Road, Biratnagar-3' },
      'documents',
    );
    return send('/api/verification/provider', pharmacy.token, body);
  };

  test('on (the default): an application without documents is refused on its field', async () => {
    expectFailure(await apply('Koshi Aushadhi Bhandar', 'PH-7781'), 400, {
      code: 'DOCUMENTS_REQUIRED',
      field: 'documents',
      message: 'Please upload at least one document.',
    });
    const doctor = await person('doctor', 'Dr. Ramesh Koirala');
    expectFailure(
      await applyAsDoctor(doctor, '16181', {
        files: [],
        documents: [],
        link: 'https://nmc.org.np/searchPractitioner?nmc=16181',
      }),
      400,
      { code: 'DOCUMENTS_REQUIRED', field: 'documents' },
    );
  });

  test('off: the same application is taken, pending review', async () => {
    await setSetting(t.db, 'verification', {
      ...defaultSettings.verification,
      requireDocumentUpload: false,
    });
    const applied = applicationOf(await apply('Birat Pharmacy', 'PH-7782'));
    expect(applied).toMatchObject({ type: 'pharmacy', status: 'pending', documents: [] });
  });
});

describe('the email and sms notification switches', () => {
  const queued = (recipient: string) =>
    t.db.selectFrom('outbox').select('channel').where('recipient', '=', recipient).execute();

  test('off: notifications are not queued on that channel; account codes still are', async () => {
    await setSetting(t.db, 'notifications', {
      ...defaultSettings.notifications,
      email: false,
      sms: false,
    });
    try {
      const message = { subject: 'Your appointment', body: 'Tomorrow at 10:00.' };
      expect(
        await enqueue(t.db, {
          ...message,
          notification: true,
          channel: 'email',
          recipient: 'sita.tamang@example.np',
        }),
      ).toBe(false);
      expect(
        await enqueue(t.db, {
          ...message,
          notification: true,
          channel: 'sms',
          recipient: '9841000111',
        }),
      ).toBe(false);
      // A sign-in or recovery code is not a notification.
      await enqueue(t.db, {
        subject: 'Your code',
        body: '482913',
        channel: 'email',
        recipient: 'sita.tamang@example.np',
      });
      expect(await queued('sita.tamang@example.np')).toHaveLength(1);
      expect(await queued('9841000111')).toEqual([]);

      await setSetting(t.db, 'notifications', { ...defaultSettings.notifications, sms: true });
      await enqueue(t.db, {
        ...message,
        notification: true,
        channel: 'sms',
        recipient: '9841000111',
      });
      expect(await queued('9841000111')).toEqual([{ channel: 'sms' }]);
    } finally {
      await setSetting(t.db, 'notifications', defaultSettings.notifications);
    }
  });

  test("off: an applicant is not emailed the admin's decision", async () => {
    await setSetting(t.db, 'notifications', { ...defaultSettings.notifications, email: false });
    try {
      const doctor = await person('doctor', 'Dr. Anjana Pokharel');
      const applied = applicationOf(await applyAsDoctor(doctor, '55125'));
      const decided = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/approve-doctor/${applied.id}`,
        payload: { decision: 'rejected', remarks: 'The certificate is not readable.' },
        headers: { authorization: `Bearer ${await admin()}` },
      });
      expect(decided.statusCode, decided.body).toBe(200);
      expect(await queued(doctor.email!)).toEqual([]);
    } finally {
      await setSetting(t.db, 'notifications', defaultSettings.notifications);
    }
  });
});
