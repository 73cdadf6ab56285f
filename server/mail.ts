import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import { dispatchPending, type Transport } from './domain/outbox';

/** Sends queued email every few seconds when SMTP_URL is set; otherwise mail waits in the outbox. */
export function startDispatcher(db: Db, config: Config, log: FastifyBaseLogger): () => void {
  if (!config.smtpUrl) return () => {};
  let transport: Transport | undefined;
  const tick = async () => {
    try {
      if (!transport) {
        const nodemailer = await import('nodemailer');
        const smtp = nodemailer.createTransport(config.smtpUrl);
        transport = {
          send: async (m) => {
            await smtp.sendMail({
              from: config.mailFrom,
              to: m.recipient,
              subject: m.subject,
              text: m.body,
            });
          },
        };
      }
      await dispatchPending(db, transport);
    } catch (error) {
      log.warn({ err: error }, 'outbox dispatch failed');
    }
  };
  const timer = setInterval(tick, 5000);
  timer.unref();
  return () => clearInterval(timer);
}
