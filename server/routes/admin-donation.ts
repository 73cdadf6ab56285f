import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { qrContentTypes, readDonationQr, replaceDonationQr } from '../domain/donation-qr';
import { route } from '../http/route';

type Deps = { db: Db; filesDir: string };

/** The Buy Me a Coffee QR (issue 14): the admin's upload, and the public image. */
export function adminDonationRoutes(app: FastifyInstance, { db, filesDir }: Deps) {
  route(app, 'uploadDonationQr', ({ caller, multipart: { files }, request }) =>
    replaceDonationQr({ db, filesDir }, caller, files, request.ip),
  );

  route(app, 'donationQrImage', async ({ params, reply }) => {
    const qr = await readDonationQr(db, filesDir, params.file);
    return (
      reply
        .header('content-type', qrContentTypes[qr.type])
        .header('x-content-type-options', 'nosniff')
        // A new QR gets a new name, so this one never changes.
        .header('cache-control', 'public, max-age=86400')
        .header('content-disposition', 'inline')
        .send(qr.bytes)
    );
  });
}
