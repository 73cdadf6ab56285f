import { describe, expect, test } from 'vitest';
import * as pp from '@contract/patient-profile';
import { demoPdf, demoPng } from '../../domain/verification/demo-files';
import { suiteApp } from '../harness-suite';
import {
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectFailure,
  type TestUser,
} from '../harness';

/**
 * The patient's profile, documents and notifications (issue 17) through the HTTP API:
 * what a patient sees and what another account cannot reach.
 */

const t = suiteApp();

type Person = TestUser & { token: string };
async function patient(name = 'Maya Gurung'): Promise<Person> {
  const user = await createUser(t.db, { role: 'patient', name });
  return { ...user, token: await accessToken(t.tokens, user) };
}

const call = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  token: string,
  body?: unknown,
) => t.app.inject({ method, url, headers: bearer(token), ...(body ? { payload: body } : {}) });

async function upload(
  url: string,
  token: string,
  field: string,
  file?: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file)
    form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')!, ...bearer(token) },
  });
}

const profileBody = (p: Person, extra: Record<string, unknown> = {}) => ({
  name: p.name,
  email: p.email,
  phone: p.phone,
  ...extra,
});

describe('profile', () => {
  test('the demo patient reads her filled profile, with her documents', async () => {
    const sita = await demoUser(t.db, 'patient');
    const token = await accessToken(t.tokens, sita);
    const { profile } = pp.patientProfileResponse.parse(
      (await call('GET', '/api/patient/profile', token)).json(),
    ).data;
    expect(profile).toMatchObject({
      name: 'Sita Sharma',
      bloodGroup: 'B+',
      allergies: expect.arrayContaining(['Penicillin']),
      chronicConditions: ['Hypertension'],
      isVerified: true,
      verificationStatus: 'verified',
    });
    const { documents } = pp.patientDocumentListResponse.parse(
      (await call('GET', '/api/patient/documents', token)).json(),
    ).data;
    expect(documents.map((d) => d.category).sort()).toEqual(['identification', 'insurance']);
    for (const d of documents) {
      const file = await call('GET', `/api${d.url}`, token);
      expect(file.statusCode).toBe(200);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.subarray(0, 4).toString('latin1')).toMatch(/%PDF|\x89PNG/);
    }
  });

  test('saving: required fields, trimmed unique tags, a taken email or phone, audited', async () => {
    const p = await patient();
    const other = await patient('Bikash Thapa');
    const missing = await call('PUT', '/api/patient/profile', p.token, {
      name: ' ',
      email: '',
      phone: '',
    });
    expectFailure(missing, 400, { code: 'PROFILE_REQUIRED_FIELDS' });
    expect(missing.json().message).toBe('Name, Email and Phone are required fields');

    expectFailure(
      await call(
        'PUT',
        '/api/patient/profile',
        p.token,
        profileBody(p, { allergies: ['Dust', ' dust '] }),
      ),
      400,
      { code: 'TAG_DUPLICATE' },
    );
    expectFailure(
      await call(
        'PUT',
        '/api/patient/profile',
        p.token,
        profileBody(p, { email: other.email.toUpperCase() }),
      ),
      409,
      { code: 'EMAIL_EXISTS', field: 'email' },
    );
    expectFailure(
      await call('PUT', '/api/patient/profile', p.token, profileBody(p, { phone: other.phone })),
      409,
      { code: 'PHONE_EXISTS', field: 'phone' },
    );

    const saved = pp.patientProfileResponse.parse(
      (
        await call(
          'PUT',
          '/api/patient/profile',
          p.token,
          profileBody(p, {
            name: '  Maya Gurung Tamang ',
            age: 29,
            gender: 'female',
            bloodGroup: 'O-',
            address: 'Lakeside, Pokhara',
            allergies: [' Peanuts ', 'Sulfa'],
            chronicConditions: ['Asthma'],
          }),
        )
      ).json(),
    ).data.profile;
    expect(saved).toMatchObject({
      name: 'Maya Gurung Tamang',
      age: 29,
      bloodGroup: 'O-',
      allergies: ['Peanuts', 'Sulfa'],
      verificationStatus: 'not_submitted',
    });
    const again = pp.patientProfileResponse.parse(
      (await call('GET', '/api/patient/profile', p.token)).json(),
    );
    expect(again.data.profile.address).toBe('Lakeside, Pokhara');
    const entry = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('subject_type', '=', 'patient_profile')
      .where('subject_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(entry.details)).toContain('Maya Gurung Tamang');

    const doctor = await demoUser(t.db, 'doctor');
    expectFailure(
      await call('GET', '/api/patient/profile', await accessToken(t.tokens, doctor)),
      403,
    );
  });

  test('the picture is checked by its bytes and size, then served', async () => {
    const p = await patient();
    const fake = await upload('/api/patient/profile/picture', p.token, 'profilePicture', {
      name: 'me.png',
      type: 'image/png',
      bytes: Buffer.from('not really a picture'.repeat(10)),
    });
    expectFailure(fake, 415, { code: 'PROFILE_PICTURE_TYPE' });
    const big = Buffer.concat([demoPng(1), Buffer.alloc(pp.MAX_PROFILE_PICTURE_BYTES)]);
    expect(
      (
        await upload('/api/patient/profile/picture', p.token, 'profilePicture', {
          name: 'big.png',
          type: 'image/png',
          bytes: big,
        })
      ).statusCode,
    ).toBe(413);
    const ok = pp.patientProfileResponse.parse(
      (
        await upload('/api/patient/profile/picture', p.token, 'profilePicture', {
          name: 'me.png',
          type: 'image/png',
          bytes: demoPng(1),
        })
      ).json(),
    ).data.profile;
    expect(ok.profilePictureUrl).toMatch(
      /^\/api\/files\/common\/profile-images\/pi-[0-9a-f]{32}\.png$/,
    );
    const served = await t.app.inject({ method: 'GET', url: ok.profilePictureUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });
});

describe('documents', () => {
  test('by bytes, listed, served to the owner only, deleted', async () => {
    const p = await patient();
    const other = await patient('Ram Bahadur Karki');
    const lie = await upload(
      '/api/patient/documents',
      p.token,
      'file',
      { name: 'card.pdf', type: 'application/pdf', bytes: Buffer.from('plain text'.repeat(30)) },
      { category: 'insurance' },
    );
    expectFailure(lie, 415, { code: 'PATIENT_DOCUMENT_TYPE' });
    expect(lie.json().message).toBe('Please upload a valid document (JPEG, PNG, PDF)');
    const big = Buffer.concat([demoPdf(['x']), Buffer.alloc(pp.MAX_PATIENT_DOCUMENT_BYTES)]);
    const tooBig = await upload(
      '/api/patient/documents',
      p.token,
      'file',
      { name: 'big.pdf', type: 'application/pdf', bytes: big },
      { category: 'insurance' },
    );
    expectFailure(tooBig, 413, { code: 'PATIENT_DOCUMENT_TOO_LARGE' });
    expect(tooBig.json().message).toBe('Document file size must be less than 10MB');
    expectFailure(
      await upload('/api/patient/documents', p.token, 'file', undefined, { category: 'insurance' }),
      400,
      { code: 'PATIENT_DOCUMENT_REQUIRED' },
    );

    const { document } = pp.patientDocumentResponse.parse(
      (
        await upload(
          '/api/patient/documents',
          p.token,
          'file',
          { name: 'नागरिकता.pdf', type: 'application/pdf', bytes: demoPdf(['Citizenship']) },
          { category: 'identification', description: 'Front side' },
        )
      ).json(),
    ).data;
    expect(document).toMatchObject({
      category: 'identification',
      type: 'pdf',
      description: 'Front side',
    });
    const list = pp.patientDocumentListResponse.parse(
      (await call('GET', '/api/patient/documents', p.token)).json(),
    ).data;
    expect(list.documents.map((d) => d._id)).toEqual([document._id]);

    const url = `/api/patient/documents/${document._id}/file`;
    const mine = await call('GET', url, p.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expectFailure(await call('GET', url, other.token), 404, { code: 'PATIENT_DOCUMENT_NOT_FOUND' });
    expectFailure(await call('DELETE', `/api/patient/documents/${document._id}`, other.token), 404);
    expect(
      (await call('GET', '/api/patient/documents', other.token)).json().data.documents,
    ).toEqual([]);

    expect(
      (await call('DELETE', `/api/patient/documents/${document._id}`, p.token)).statusCode,
    ).toBe(200);
    expectFailure(await call('GET', url, p.token), 404);
  });
});
