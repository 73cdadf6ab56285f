import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { readForPdf, renderPrescriptionPdf, verifyCode } from '../domain/rx-pdf';
import { route } from '../http/route';
import { contentDisposition } from '../http/stored-files';

type Deps = { db: Db; clock: () => Date; config: Config };

/**
 * Where a PDF's QR points (ADR 0029): the configured public address in production; in
 * demo mode the address the caller reached, so a local or test server's PDFs verify on it.
 */
function originOf(request: FastifyRequest, config: Config): string {
  if (!config.demo) return config.publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/** A prescription's PDF, and the public page's check of its code (issue 15). */
export function rxVerifyRoutes(app: FastifyInstance, { db, clock, config }: Deps) {
  route(app, 'prescriptionPdf', async ({ caller, params, query, request, reply }) => {
    const rx = await readForPdf(db, caller, params.id, clock(), request.ip);
    const verifyUrl = `${originOf(request, config)}/rx/${rx.code}`;
    const pdf = await renderPrescriptionPdf({ ...rx, lang: query.lang, verifyUrl });
    const name = `prescription-${rx.issuedOn}-${rx.code.slice(0, 4).toLowerCase()}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition(name, false))
      .send(pdf);
  });

  route(
    app,
    'verifyRx',
    async ({ params, reply }) => {
      reply.header('cache-control', 'no-store');
      return { verification: await verifyCode(db, params.code, clock()) };
    },
    { rateLimit: config.rxVerifyRatePerMinute },
  );
}
