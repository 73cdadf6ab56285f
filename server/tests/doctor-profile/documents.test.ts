import { crc32 } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { type ProfileDocument, profileDocumentResponse } from '@contract/doctor-profile';
import { getSetting, setSetting } from '../../domain/settings';
import { demoPdf, demoPng } from '../../domain/verification/demo-files';
import { doctorToken, get, profileOf, save, t } from './setup';
import {
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectFailure,
  expectSuccess,
} from '../harness';

/**
 * The files of the profile's entries (issue 16; 001 §3, §5): uploaded by kind and checked
 * by their bytes, named by an entry when its section is saved, read only by the doctor and
 * admins, and deleted once no entry names them.
 */

const PDF = demoPdf(['MD certificate', 'B.P. Koirala Institute of Health Sciences']);
const PNG = demoPng(2);
/** RIFF....WEBPVP8 : enough of a WebP's header for its bytes to say what it is. */
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);
/** A Word 97–2003 document: an OLE compound file's header. */
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(1016),
]);
const TEXT = Buffer.from('Not really a certificate.\n'.repeat(30));

/** A stored (uncompressed) zip of the given entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const DOCX = zip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document/>',
});

async function uploadAs(token: string, kind: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.set('kind', kind);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/doctor/profile/documents',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')!, ...bearer(token) },
  });
}

const uploaded = (res: Awaited<ReturnType<typeof uploadAs>>): ProfileDocument =>
  profileDocumentResponse.parse({ success: true, data: expectSuccess(res) }).data;

const fileUrl = (file: string) => `/api/doctor/profile/documents/${file}`;

async function anotherDoctor() {
  const user = await createUser(t.db, { role: 'doctor', name: 'Dr. Binod Karki' });
  return accessToken(t.tokens, user);
}

describe('profile documents', () => {
  test('each kind uploads by its bytes and opens for the doctor and admins only', async () => {
    const token = await doctorToken();
    const certificate = uploaded(await uploadAs(token, 'certificate', 'MD-certificate.pdf', PDF));
    expect(certificate).toMatchObject({
      name: 'MD-certificate.pdf',
      type: 'pdf',
      size: PDF.length,
    });
    expect(uploaded(await uploadAs(token, 'certificate', 'scan.png', PNG)).type).toBe('png');
    expect(uploaded(await uploadAs(token, 'document', 'paper.docx', DOCX)).type).toBe('docx');
    expect(uploaded(await uploadAs(token, 'document', 'old-paper.doc', DOC)).type).toBe('doc');
    expect(uploaded(await uploadAs(token, 'image', 'award.webp', WEBP)).type).toBe('webp');

    const own = await get(fileUrl(certificate.file), token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-disposition']).toContain('MD-certificate.pdf');
    expect(own.rawPayload.equals(PDF)).toBe(true);

    const admin = await accessToken(t.tokens, await demoUser(t.db, 'admin'));
    expect((await get(fileUrl(certificate.file), admin)).statusCode).toBe(200);
    expectFailure(await get(fileUrl(certificate.file), await anotherDoctor()), 404);
    const patient = await accessToken(t.tokens, await demoUser(t.db, 'patient'));
    expect((await get(fileUrl(certificate.file), patient)).statusCode).toBe(403);
    expect((await get(fileUrl(certificate.file))).statusCode).toBe(401);
  });

  test('wrong bytes are refused with the kind’s own code, too large with the limit', async () => {
    const token = await doctorToken();
    const refused = [
      ['certificate', DOCX, 'PROFILE_CERTIFICATE_TYPE'],
      ['certificate', TEXT, 'PROFILE_CERTIFICATE_TYPE'],
      ['document', PNG, 'PROFILE_DOCUMENT_FILE_TYPE'],
      ['document', TEXT, 'PROFILE_DOCUMENT_FILE_TYPE'],
      ['image', PDF, 'PROFILE_IMAGE_TYPE'],
    ] as const;
    for (const [kind, bytes, code] of refused)
      expectFailure(await uploadAs(token, kind, 'file.pdf', bytes), 415, { code, field: 'file' });
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = expectFailure(await uploadAs(token, 'certificate', 'big.pdf', big), 413, {
      code: 'PROFILE_DOCUMENT_TOO_LARGE',
    });
    expect(tooLarge.message).toContain('5 MB');
    // The admin's maxFileUploadSize bounds it when lower than 5 MB.
    const general = await getSetting(t.db, 'general');
    await setSetting(t.db, 'general', { ...general, maxFileUploadSize: 1 });
    try {
      const twoMb = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]);
      const lower = expectFailure(await uploadAs(token, 'certificate', 'b.pdf', twoMb), 413, {
        code: 'PROFILE_DOCUMENT_TOO_LARGE',
      });
      expect(lower.message).toContain('1 MB');
    } finally {
      await setSetting(t.db, 'general', general);
    }
    expectFailure(await uploadAs(token, 'poster', 'a.pdf', PDF), 400, {
      code: 'PROFILE_DOCUMENT_KIND',
      field: 'kind',
    });
  });

  test('an entry names an upload of its kind; another doctor’s file is refused on the field', async () => {
    const token = await doctorToken();
    const before = profileOf(await get('/api/doctor/profile', token));
    // The seed's MBBS certificate opens.
    expect(before.graduation.certificate?.name).toBe('MBBS-degree-certificate-IOM-2008.pdf');
    const seeded = await get(fileUrl(before.graduation.certificate!.file), token);
    expect(seeded.statusCode).toBe(200);
    expect(seeded.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const md = uploaded(await uploadAs(token, 'certificate', 'MD.pdf', PDF));
    const education = {
      section: 'education' as const,
      medicalCollege: before.medicalCollege,
      graduation: before.graduation,
      postGraduation: [
        { ...before.postGraduation[0]!, certificate: { ...md, name: 'renamed.pdf' } },
      ],
      dmQualifications: before.dmQualifications,
      fellowships: before.fellowships,
    };
    const saved = profileOf(await save(token, education));
    // Name, type and size are the store's, not what the body said.
    expect(saved.postGraduation[0]?.certificate).toEqual(md);

    const other = await anotherDoctor();
    const theirs = uploaded(await uploadAs(other, 'certificate', 'theirs.pdf', PDF));
    expectFailure(
      await save(token, {
        ...education,
        fellowships: [{ ...before.fellowships[0]!, certificate: theirs }],
      }),
      400,
      { code: 'PROFILE_DOCUMENT_NOT_FOUND', field: 'fellowships.0.certificate' },
    );
    // A document (docx) cannot stand as a certificate.
    const paper = uploaded(await uploadAs(token, 'document', 'paper.docx', DOCX));
    expectFailure(
      await save(token, { ...education, graduation: { ...before.graduation, certificate: paper } }),
      400,
      { code: 'PROFILE_CERTIFICATE_TYPE', field: 'graduation.certificate' },
    );
  });

  test('saving an entry without its file deletes the file', async () => {
    const token = await doctorToken();
    const before = profileOf(await get('/api/doctor/profile', token));
    const file = before.fellowships[0]?.certificate?.file;
    expect(file).toBeTruthy();
    const p = profileOf(
      await save(token, {
        section: 'education',
        medicalCollege: before.medicalCollege,
        graduation: before.graduation,
        postGraduation: before.postGraduation,
        dmQualifications: before.dmQualifications,
        fellowships: [{ ...before.fellowships[0]!, certificate: null }],
      }),
    );
    expect(p.fellowships[0]?.certificate).toBeNull();
    expectFailure(await get(fileUrl(file!), token), 404);
    const row = await t.db
      .selectFrom('doctor_profile_documents')
      .select('id')
      .where('file', '=', file!)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    // The graduation certificate, still named, stays.
    expect((await get(fileUrl(p.graduation.certificate!.file), token)).statusCode).toBe(200);
  });
});
