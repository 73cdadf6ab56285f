import { z } from 'zod';
import { passwordPolicy } from './auth';
import { successEnvelope } from './envelope';

export const healthResponse = successEnvelope(
  z.object({ status: z.literal('ok'), time: z.iso.datetime() }),
);
export type HealthResponse = z.infer<typeof healthResponse>;

export const publicSettings = z.object({
  maintenanceMode: z.boolean(),
  /** The interface language of a first visit (the admin's defaultLanguage setting). */
  defaultLanguage: z.enum(['en', 'ne']).default('en'),
  buyMeCoffee: z.object({ qrUrl: z.string().nullable() }),
  // issue 14 · auth policies (what the sign-up and reset forms need before sign-in)
  allowRegistration: z.boolean().optional(),
  passwordPolicy: passwordPolicy.optional(),
});
export type PublicSettings = z.infer<typeof publicSettings>;
export const publicSettingsResponse = successEnvelope(publicSettings);
export type PublicSettingsResponse = z.infer<typeof publicSettingsResponse>;

/**
 * The Buy Me a Coffee QR (002 §5): one image, PNG, JPG or WebP by its bytes and its
 * name, at most 2 MB, 300 × 300 px recommended. It is served publicly at `qrUrl`.
 */
export const donationQrTypes = ['png', 'jpg', 'webp'] as const;
export type DonationQrType = (typeof donationQrTypes)[number];
export const MAX_DONATION_QR_BYTES = 2 * 1024 * 1024;
/** The file name must end in one of these (the bytes decide the type). */
export const donationQrNamePattern = /\.(png|jpe?g|webp)$/i;
export const donationQrAccept = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';
export const donationQrFields = z.object({});
export const donationQrResponse = successEnvelope(z.object({ qrUrl: z.string() }));
export type DonationQrResponse = z.infer<typeof donationQrResponse>;

/** The contact form's answer: the stored message's id. */
export const contactResponse = successEnvelope(z.object({ id: z.string() }));
export type ContactResponse = z.infer<typeof contactResponse>;

/** A stored contact message as the admins read it. */
export const contactMessageRecord = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  locale: z.enum(['en', 'ne']),
  signedIn: z.boolean(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type ContactMessageRecord = z.infer<typeof contactMessageRecord>;

/** Newest first, `limit` at a time; `cursor` is the previous page's `nextCursor`. */
export const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const contactListResponse = successEnvelope(
  z.object({ messages: z.array(contactMessageRecord), nextCursor: z.string().nullable() }),
);

/** Maintenance mode (000 §6): on, only admins can use the app. */
export const maintenanceRequest = z.object({ enabled: z.boolean() });
export const maintenanceResponse = successEnvelope(z.object({ maintenanceMode: z.boolean() }));

/** A message in the outbox, as the demo's `GET /dev/outbox` lists it (newest first). */
export const outboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'whatsapp', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  created_at: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const devOutboxResponse = successEnvelope(z.object({ messages: z.array(outboxMessage) }));
