import { sql } from 'kysely';
import type { Notification } from '@contract/appointments';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import type { Realtime } from '../realtime';
import { isUuid } from './cursor';
import { cutText } from './text';

/**
 * Stored notifications (issue 7; 002 §3, 001 §3). A notification keeps what happened
 * (`event`) and its details (`params`); its title and text are written in the reader's
 * language when it is read, so a Nepali reader sees Nepali whoever caused it.
 */

type Lang = 'en' | 'ne';
type Text = { title: string; message: string };

const texts = {
  appointment_requested: {
    type: 'appointment',
    en: {
      title: 'New appointment request',
      message: '{patient} asked for {date} at {time}, {hospital}.',
    },
    ne: {
      title: 'नयाँ अपोइन्टमेन्ट अनुरोध',
      message: '{patient} ले {date} मा {time} बजे, {hospital} मा भेट्न अनुरोध गर्नुभयो।',
    },
  },
  appointment_confirmed: {
    type: 'appointment',
    en: {
      title: 'Appointment confirmed',
      message: '{doctor} confirmed your appointment on {date} at {time}, {hospital}.',
    },
    ne: {
      title: 'अपोइन्टमेन्ट पक्का भयो',
      message: '{doctor} ले {date} मा {time} बजे, {hospital} को तपाईंको अपोइन्टमेन्ट पक्का गर्नुभयो।',
    },
  },
  appointment_declined: {
    type: 'appointment',
    en: {
      title: 'Appointment request declined',
      message: '{doctor} cannot see you on {date} at {time}. Please choose another time.',
    },
    ne: {
      title: 'अपोइन्टमेन्ट अनुरोध अस्वीकार भयो',
      message: '{doctor} ले {date} मा {time} बजे भेट्न सक्नुहुन्न। कृपया अर्को समय छान्नुहोस्।',
    },
  },
  appointment_started: {
    type: 'appointment',
    en: { title: 'Consultation started', message: '{doctor} has started your consultation.' },
    ne: { title: 'परामर्श सुरु भयो', message: '{doctor} ले तपाईंको परामर्श सुरु गर्नुभयो।' },
  },
  appointment_completed: {
    type: 'appointment',
    en: {
      title: 'Appointment completed',
      message: 'Your appointment with {doctor} on {date} is complete.',
    },
    ne: {
      title: 'अपोइन्टमेन्ट सम्पन्न भयो',
      message: '{date} मा {doctor} सँगको तपाईंको अपोइन्टमेन्ट सम्पन्न भयो।',
    },
  },
  appointment_cancelled_by_doctor: {
    type: 'appointment',
    en: {
      title: 'Appointment cancelled',
      message: '{doctor} cancelled your appointment on {date} at {time}.',
    },
    ne: {
      title: 'अपोइन्टमेन्ट रद्द भयो',
      message: '{doctor} ले {date} मा {time} बजेको तपाईंको अपोइन्टमेन्ट रद्द गर्नुभयो।',
    },
  },
  appointment_cancelled_by_patient: {
    type: 'appointment',
    en: {
      title: 'Appointment cancelled',
      message: '{patient} cancelled the appointment on {date} at {time}.',
    },
    ne: {
      title: 'अपोइन्टमेन्ट रद्द भयो',
      message: '{patient} ले {date} मा {time} बजेको अपोइन्टमेन्ट रद्द गर्नुभयो।',
    },
  },
  appointment_reminder: {
    type: 'appointment',
    en: {
      title: 'Appointment tomorrow',
      message:
        'Reminder: you see {doctor} tomorrow, {date}, at {time}, {hospital}. Please arrive 15 minutes early.',
    },
    ne: {
      title: 'भोलि अपोइन्टमेन्ट छ',
      message:
        'सम्झना: भोलि, {date} मा {time} बजे {hospital} मा {doctor} सँग भेट छ। कृपया १५ मिनेट अगाडि आइपुग्नुहोस्।',
    },
  },
  prescription_created: {
    type: 'prescription',
    en: {
      title: 'New prescription',
      message: '{doctor} wrote a prescription for your appointment on {date}.',
    },
    ne: {
      title: 'नयाँ प्रेस्क्रिप्सन',
      message: '{doctor} ले {date} को अपोइन्टमेन्टका लागि प्रेस्क्रिप्सन लेख्नुभयो।',
    },
  },
  // Issue 15: the patient and the doctor are told when a prescription changes.
  prescription_updated: {
    type: 'prescription',
    en: {
      title: 'Prescription updated',
      message: '{doctor} updated prescription {number} of {patient}.',
    },
    ne: {
      title: 'प्रेस्क्रिप्सन अद्यावधिक भयो',
      message: '{doctor} ले {patient} को प्रेस्क्रिप्सन {number} अद्यावधिक गर्नुभयो।',
    },
  },
  prescription_completed: {
    type: 'prescription',
    en: {
      title: 'Prescription completed',
      message: '{doctor} marked prescription {number} of {patient} as completed.',
    },
    ne: {
      title: 'प्रेस्क्रिप्सन पूरा भयो',
      message: '{doctor} ले {patient} को प्रेस्क्रिप्सन {number} पूरा भएको जनाउनुभयो।',
    },
  },
  prescription_cancelled: {
    type: 'prescription',
    en: {
      title: 'Prescription cancelled',
      message: '{doctor} cancelled prescription {number} of {patient}.',
    },
    ne: {
      title: 'प्रेस्क्रिप्सन रद्द भयो',
      message: '{doctor} ले {patient} को प्रेस्क्रिप्सन {number} रद्द गर्नुभयो।',
    },
  },
  post_liked: {
    type: 'like',
    en: { title: 'New like', message: '{liker} liked your post "{title}".' },
    ne: { title: 'नयाँ लाइक', message: '{liker} ले तपाईंको पोस्ट "{title}" मन पराउनुभयो।' },
  },
  post_commented: {
    type: 'comment',
    en: { title: 'New comment', message: '{commenter} commented on "{title}": {comment}' },
    ne: {
      title: 'नयाँ प्रतिक्रिया',
      message: '{commenter} ले "{title}" मा प्रतिक्रिया दिनुभयो: {comment}',
    },
  },
  // Verification (issue 14): {account} is the kind in the reader's language.
  verification_approved: {
    type: 'system',
    en: {
      title: 'Verification approved',
      message: 'Your {account} verification has been approved.{note}',
    },
    ne: {
      title: 'प्रमाणीकरण स्वीकृत भयो',
      message: 'तपाईंको {accountNe} प्रमाणीकरण स्वीकृत भएको छ।{note}',
    },
  },
  verification_rejected: {
    type: 'system',
    en: {
      title: 'Verification not approved',
      message: 'Your {account} verification was not approved: {remarks}',
    },
    ne: {
      title: 'प्रमाणीकरण स्वीकृत भएन',
      message: 'तपाईंको {accountNe} प्रमाणीकरण स्वीकृत भएन: {remarks}',
    },
  },
  // Moderation (issue 14): the author of a reported post is told what was decided.
  post_hidden: {
    type: 'system',
    en: {
      title: 'Your post was hidden',
      message: 'Your post "{title}" was hidden from the feed after review.{note}',
    },
    ne: {
      title: 'तपाईंको पोस्ट लुकाइयो',
      message: 'समीक्षापछि तपाईंको पोस्ट "{title}" फिडबाट लुकाइएको छ।{note}',
    },
  },
  post_restored: {
    type: 'system',
    en: {
      title: 'Your post is shown again',
      message: 'Your post "{title}" is back in the feed after review.{note}',
    },
    ne: {
      title: 'तपाईंको पोस्ट फेरि देखाइयो',
      message: 'समीक्षापछि तपाईंको पोस्ट "{title}" फेरि फिडमा देखिन्छ।{note}',
    },
  },
} as const satisfies Record<string, { type: Notification['type'] } & Record<Lang, Text>>;

export type NotificationEvent = keyof typeof texts;

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '');

/** The text of an event in a language: what the outbox and the list show. */
export function notificationText(
  event: NotificationEvent,
  lang: Lang,
  params: Record<string, string>,
): Text {
  const t = texts[event][lang];
  return { title: fill(t.title, params), message: fill(t.message, params) };
}

type Row = {
  id: string;
  type: string;
  event: string;
  params: Record<string, string> | string;
  read_at: Date | null;
  created_at: Date;
};

function toNotification(row: Row, lang: Lang): Notification {
  const params = typeof row.params === 'string' ? JSON.parse(row.params) : row.params;
  const known = row.event in texts ? (row.event as NotificationEvent) : null;
  const text = known ? notificationText(known, lang, params) : { title: row.event, message: '' };
  return {
    _id: row.id,
    type: row.type as Notification['type'],
    ...text,
    isRead: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
    relatedData: params,
  };
}

/** How much of someone's words a notification quotes, in characters (code points). */
export const PREVIEW_MAX = 120;

/** Someone's words as a notification quotes them: at most PREVIEW_MAX, cut with '…'. */
export const notificationPreview = (text: string) => cutText(text, PREVIEW_MAX, '…');

export type Notify = {
  userId: string;
  event: NotificationEvent;
  params: Record<string, string>;
};

/** Stores a notification (in the caller's transaction); `deliver` sends it live after commit. */
export async function storeNotification(db: Db, n: Notify): Promise<Row> {
  return db
    .insertInto('notifications')
    .values({
      user_id: n.userId,
      type: texts[n.event].type,
      event: n.event,
      params: JSON.stringify(n.params),
    })
    .returning(['id', 'type', 'event', 'params', 'read_at', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Sends a stored notification to its reader's open tabs, in English and Nepali alike. */
export function deliver(realtime: Realtime, userId: string, row: Row) {
  realtime.toUser(userId, 'notification', {
    notification: toNotification(row, 'en'),
    ne: toNotification(row, 'ne'),
  });
}

const filters = {
  all: sql`true`,
  unread: sql`n.read_at is null`,
  appointment: sql`n.type = 'appointment'`,
  letter: sql`n.type = 'letter'`,
  prescription: sql`n.type = 'prescription'`,
  medicalRecord: sql`n.type = 'medicalRecord'`,
};

async function unreadCount(db: Db, userId: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from notifications
    where user_id = ${userId} and read_at is null`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export async function listNotifications(
  db: Db,
  userId: string,
  query: { filter: keyof typeof filters; limit: number },
  lang: Lang,
) {
  const { rows } = await sql<Row>`select n.id, n.type, n.event, n.params, n.read_at, n.created_at
    from notifications n
    where n.user_id = ${userId} and ${filters[query.filter]}
    order by n.created_at desc, n.id desc
    limit ${query.limit}`.execute(db);
  return {
    notifications: rows.map((r) => toNotification(r, lang)),
    unreadCount: await unreadCount(db, userId),
  };
}

/** Marks one of the caller's notifications read; someone else's is 404, as if absent. */
export async function markRead(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw new AppError(404, 'NOTIFICATION_NOT_FOUND');
  const found = await db
    .updateTable('notifications')
    .set({ read_at: sql`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!found) throw new AppError(404, 'NOTIFICATION_NOT_FOUND');
  return { unreadCount: await unreadCount(db, userId) };
}

export async function markAllRead(db: Db, userId: string) {
  await db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  return { unreadCount: 0 };
}
