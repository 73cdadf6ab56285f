import { describe, expect, test } from 'vitest';
import { MAX_RECORD_FILE_BYTES } from '@contract/records';
import { expectFailure, expectSuccess } from '../harness';
import {
  createRecord,
  del,
  get,
  history,
  list,
  PDF,
  person,
  PNG,
  postJson,
  t,
  upload,
  uploaded,
} from './setup';

describe("a patient's own records", () => {
  test('upload, describe, list newest first, open and delete (its files go too)', async () => {
    const maya = await person('patient', 'Maya Gurung');
    const pdf = await uploaded(maya.token);
    expect(pdf).toMatchObject({ name: 'report.pdf', type: 'pdf', size: PDF.length });
    const png = await uploaded(maya.token, { name: 'scan.png', type: 'image/png', bytes: PNG });
    const record = await createRecord(maya.token, [pdf._id, png._id]);
    expect(record).toMatchObject({
      type: 'lab-report',
      title: 'Thyroid function test',
      tags: ['thyroid'],
      date: '2026-11-10',
      signature: 'Maya Gurung',
      source: 'upload',
      userId: maya.id,
    });
    expect(record.files.map((f) => f.name)).toEqual(['report.pdf', 'scan.png']);
    expect(record.fileUrl).toBe(
      `/files/serve-user/${maya.id}/medical-records/${record.files[0]!.fileName}`,
    );

    const older = await createRecord(maya.token, [(await uploaded(maya.token))._id], {
      type: 'imaging',
      title: 'Knee X-ray',
      tags: [],
      date: '2026-03-02',
    });
    const listed = await list(maya.token);
    expect(listed.total).toBe(2);
    expect(listed.items.map((r) => r._id)).toEqual([record._id, older._id]);
    expect((await list(maya.token, '?type=imaging')).items.map((r) => r.title)).toEqual([
      'Knee X-ray',
    ]);
    expect((await list(maya.token, '?search=thyroid')).items).toHaveLength(1);
    expect((await list(maya.token, '?limit=1&page=2')).items.map((r) => r._id)).toEqual([
      older._id,
    ]);

    const shown = await get(`/api${record.files[0]!.url}?inline=1`, maya.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.headers['content-disposition']).toMatch(/^inline; filename="report.pdf"/);
    const saved = await get(
      `/api/files/serve/medical-records/${record.files[1]!.fileName}`,
      maya.token,
    );
    expect(saved.headers['content-type']).toBe('image/png');
    expect(saved.headers['content-disposition']).toMatch(/^attachment;/);
    expect(Buffer.from(saved.rawPayload).equals(PNG)).toBe(true);

    expectSuccess(await del(`/api/records/${record._id}`, maya.token));
    expectFailure(await get(`/api/records/${record._id}`, maya.token), 404, {
      code: 'RECORD_NOT_FOUND',
    });
    expectFailure(await get(`/api${record.files[0]!.url}`, maya.token), 404, {
      code: 'RECORD_FILE_NOT_FOUND',
    });
    expect((await list(maya.token)).total).toBe(1);
  });

  test('a file is judged by its bytes, and one too large is refused', async () => {
    const maya = await person('patient', 'Maya Gurung');
    const fake = Buffer.from('Not really a PDF, just text.\n'.repeat(40));
    expectFailure(
      await upload(maya.token, { name: 'report.pdf', type: 'application/pdf', bytes: fake }),
      415,
      {
        code: 'RECORD_FILE_TYPE',
        field: 'file',
      },
    );
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_RECORD_FILE_BYTES + 1 - PDF.length)]);
    expectFailure(
      await upload(maya.token, { name: 'big.pdf', type: 'application/pdf', bytes: big }),
      413,
      {
        code: 'FILE_TOO_LARGE',
        field: 'file',
      },
    );
  });

  test('type, title, files and signature are required, with the form text (in Nepali too)', async () => {
    const maya = await person('patient', 'Maya Gurung');
    const handle = (await uploaded(maya.token))._id;
    const body = { type: 'lab-report', title: 'CBC', files: [handle], signature: 'Maya' };
    const res = await postJson('/api/records', maya.token, { ...body, signature: '  ' });
    expectFailure(res, 400, {
      code: 'RECORD_FIELDS_REQUIRED',
      field: 'signature',
      message: 'Please fill all required fields, upload files and provide signature.',
    });
    expectFailure(await postJson('/api/records', maya.token, { ...body, files: [] }), 400, {
      code: 'RECORD_FIELDS_REQUIRED',
      field: 'files',
    });
    const { title: _title, ...untitled } = body;
    expectFailure(await postJson('/api/records', maya.token, untitled, 'ne'), 400, {
      code: 'RECORD_FIELDS_REQUIRED',
      field: 'title',
      message: 'कृपया सबै आवश्यक विवरण भर्नुहोस्, फाइल अपलोड गर्नुहोस् र हस्ताक्षर गर्नुहोस्।',
    });
    // Another patient's upload is not a handle this patient can use.
    const other = await person('patient', 'Ramesh Thapa');
    expectFailure(await postJson('/api/records', other.token, body), 400, {
      code: 'RECORD_FILE_EXPIRED',
      field: 'files',
    });
    // The handle is still usable by its owner, once.
    await createRecord(maya.token, [handle]);
    expectFailure(await postJson('/api/records', maya.token, body), 400, {
      code: 'RECORD_FILE_EXPIRED',
    });
  });

  test('an upload not used within a day is refused, and forgotten at the next upload', async () => {
    const maya = await person('patient', 'Maya Gurung');
    const stale = await uploaded(maya.token);
    await t.db
      .updateTable('medical_record_files')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where('id', '=', stale._id)
      .execute();
    const body = { type: 'other', title: 'Old scan', signature: 'Maya', files: [stale._id] };
    expectFailure(await postJson('/api/records', maya.token, body), 400, {
      code: 'RECORD_FILE_EXPIRED',
      field: 'files',
    });
    await uploaded(maya.token);
    const left = await t.db
      .selectFrom('medical_record_files')
      .select('id')
      .where('owner_id', '=', maya.id)
      .execute();
    expect(left.map((f) => f.id)).not.toContain(stale._id);
    expect(left).toHaveLength(1);
  });

  test("another patient gets 404 for a record, its file and its deletion; the owner's reads are not logged", async () => {
    const maya = await person('patient', 'Maya Gurung');
    const record = await createRecord(maya.token, [(await uploaded(maya.token))._id]);
    const other = await person('patient', 'Ramesh Thapa');
    expectFailure(await get(`/api/records/${record._id}`, other.token), 404, {
      code: 'RECORD_NOT_FOUND',
    });
    expectFailure(await get(`/api${record.files[0]!.url}`, other.token), 404, {
      code: 'RECORD_FILE_NOT_FOUND',
    });
    expectFailure(
      await get(`/api/files/serve/medical-records/${record.files[0]!.fileName}`, other.token),
      404,
    );
    // The right file under the wrong patient's path is not found either.
    expectFailure(
      await get(
        `/api/files/serve-user/${other.id}/medical-records/${record.files[0]!.fileName}`,
        maya.token,
      ),
      404,
    );
    expectFailure(await del(`/api/records/${record._id}`, other.token), 404, {
      code: 'RECORD_NOT_FOUND',
    });
    // A doctor with no appointment with her, and an admin, are not told the file exists.
    const doctor = await person('doctor', 'Dr. Prakash Thapa');
    expectFailure(await get(`/api${record.files[0]!.url}`, doctor.token), 404);
    const admin = await person('admin', 'Anita Admin');
    expectFailure(await get(`/api${record.files[0]!.url}`, admin.token), 404);

    expectSuccess(await get(`/api/records/${record._id}`, maya.token));
    expect((await get(`/api${record.files[0]!.url}?inline=1`, maya.token)).statusCode).toBe(200);
    expect((await history(maya.token)).items).toEqual([]);
    const logged = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('patient_id', '=', maya.id)
      .where('subject_type', '=', 'record')
      .execute();
    expect(logged).toEqual([]);
  });
});
