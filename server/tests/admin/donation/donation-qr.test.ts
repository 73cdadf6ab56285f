import { afterEach, describe, expect, test } from 'vitest';
import { donationQrResponse, publicSettingsResponse } from '@contract/system';
import { defaultSettings, setSetting } from '../../../domain/settings';
import { demoPng } from '../../../domain/verification/demo-files';
import { suiteApp } from '../../harness-suite';
import {
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectFailure,
  expectSuccess,
} from '../../harness';

/** The Buy Me a Coffee QR (issue 14, 002 §5): the admin uploads it, everyone sees it. */
const t = suiteApp();

afterEach(() => setSetting(t.db, 'buyMeCoffee', defaultSettings.buyMeCoffee));

const PNG = demoPng(3);
/** A WebP's first bytes (RIFF....WEBPVP8 ), enough for its type to be read. */
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40, 1),
]);

type File = { name: string; type: string; bytes: Uint8Array };

async function upload(files: File[], token?: string, lang = 'en') {
  const form = new FormData();
  for (const f of files)
    form.append('qr', new Blob([Buffer.from(f.bytes)], { type: f.type }), f.name);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/settings/buymecoffee-qr',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      'accept-language': lang,
      ...(token ? bearer(token) : {}),
    },
  });
}

const admin = async () => accessToken(t.tokens, await demoUser(t.db, 'admin'));
const publicQr = async () =>
  publicSettingsResponse.parse((await t.app.inject({ url: '/api/settings/public' })).json()).data
    .buyMeCoffee.qrUrl;

describe('uploading the QR', () => {
  test('a PNG becomes the public QR, served as an image with nosniff, and is audited', async () => {
    const res = await upload(
      [{ name: 'esewa-qr.png', type: 'image/png', bytes: PNG }],
      await admin(),
    );
    const { qrUrl } = donationQrResponse.parse(res.json()).data;
    expect(res.statusCode).toBe(200);
    expect(await publicQr()).toBe(qrUrl);

    const image = await t.app.inject({ url: qrUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(image.rawPayload, PNG)).toBe(0);

    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_id', '=', 'buyMeCoffee')
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('update');
    expect(entry.details).toMatchObject({ old: { qrUrl: null }, new: { qrUrl } });
  });

  test('a new QR replaces the old one, which is no longer served', async () => {
    const token = await admin();
    const first = expectSuccess<{ qrUrl: string }>(
      await upload([{ name: 'old.png', type: 'image/png', bytes: PNG }], token),
    ).qrUrl;
    const second = expectSuccess<{ qrUrl: string }>(
      await upload([{ name: 'new.webp', type: 'image/webp', bytes: WEBP }], token),
    ).qrUrl;
    expect(second).not.toBe(first);
    expect(second).toMatch(/\.webp$/);
    expect(await publicQr()).toBe(second);
    expectFailure(await t.app.inject({ url: first }), 404, { code: 'DONATION_QR_NOT_FOUND' });
    expect((await t.app.inject({ url: second })).headers['content-type']).toBe('image/webp');
  });

  test('a text file named .png is refused by its bytes, in English and Nepali, and nothing changes', async () => {
    const token = await admin();
    const fake = [
      { name: 'qr.png', type: 'image/png', bytes: Buffer.from('not an image '.repeat(20)) },
    ];
    expectFailure(await upload(fake, token), 415, {
      code: 'DONATION_QR_TYPE',
      message: 'Please select a PNG, JPG, or WEBP image.',
      field: 'qr',
    });
    expectFailure(await upload(fake, token, 'ne'), 415, {
      message: 'कृपया PNG, JPG वा WEBP तस्बिर छान्नुहोस्।',
    });
    expect(await publicQr()).toBeNull();
  });

  test('a real PNG whose name is not an image name is refused', async () => {
    expectFailure(
      await upload([{ name: 'qr.gif', type: 'image/png', bytes: PNG }], await admin()),
      415,
      { code: 'DONATION_QR_TYPE', field: 'qr' },
    );
  });

  test('no file: "Select a QR image to upload."', async () => {
    expectFailure(await upload([], await admin()), 400, {
      code: 'DONATION_QR_REQUIRED',
      message: 'Select a QR image to upload.',
      field: 'qr',
    });
  });

  test('a file over 2 MB is refused as too large', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expectFailure(
      await upload([{ name: 'big.png', type: 'image/png', bytes: big }], await admin()),
      413,
      {
        code: 'FILE_TOO_LARGE',
        field: 'qr',
      },
    );
  });

  test('only an admin may upload; anyone may see the current QR', async () => {
    const doctor = await createUser(t.db, { role: 'doctor', name: 'Dr. Sunita Gurung' });
    const file = [{ name: 'qr.png', type: 'image/png', bytes: PNG }];
    expectFailure(await upload(file, await accessToken(t.tokens, doctor)), 403, {
      code: 'FORBIDDEN',
    });
    expectFailure(await upload(file), 401);
  });

  test('a made-up image name is not found', async () => {
    expectFailure(
      await t.app.inject({
        url: '/api/settings/buymecoffee-qr/qr-00000000000000000000000000000000.png',
      }),
      404,
      { code: 'DONATION_QR_NOT_FOUND' },
    );
    expectFailure(await t.app.inject({ url: '/api/settings/buymecoffee-qr/..%2Fsecret' }), 404);
  });
});
