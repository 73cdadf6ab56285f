import { sql } from 'kysely';
import {
  lockedPreferences,
  preferenceTypes,
  type ChannelSwitches,
  type NotificationPreferences,
  type PreferenceType,
} from '@contract/patient-profile';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { audit } from '../audit';

/**
 * Notification switches per type and channel (ADR 0036). A type nobody changed has the
 * defaults: shown in the app and emailed (likes and comments only shown), no SMS or
 * WhatsApp. In-app off keeps the notification (history, other devices' counts
 * stay honest) but the list and the unread count leave it out. Emergency alerts always
 * show in the app.
 */
export const defaultSwitches: ChannelSwitches = {
  inApp: true,
  email: true,
  sms: false,
  whatsapp: false,
};

/**
 * A like or a comment on someone's post is shown in the app but not emailed unless they
 * ask for it: a busy post would otherwise fill their inbox (ADR 0036).
 */
const quietByDefault: readonly PreferenceType[] = ['like', 'comment'];

/** The switches of a type its person never changed. */
export const defaultsFor = (type: PreferenceType): ChannelSwitches =>
  quietByDefault.includes(type) ? { ...defaultSwitches, email: false } : { ...defaultSwitches };

export async function preferencesOf(db: Db, userId: string): Promise<NotificationPreferences> {
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['type', 'in_app', 'email', 'sms', 'whatsapp'])
    .where('user_id', '=', userId)
    .execute();
  const byType = new Map(rows.map((r) => [r.type, r]));
  return Object.fromEntries(
    preferenceTypes.map((type) => {
      const row = byType.get(type);
      return [
        type,
        row
          ? { inApp: row.in_app, email: row.email, sms: row.sms, whatsapp: row.whatsapp }
          : defaultsFor(type),
      ];
    }),
  ) as NotificationPreferences;
}

/** Saves the types sent; a locked switch turned off is refused (400 PREFERENCE_LOCKED). */
export async function updatePreferences(
  db: Db,
  caller: { userId: string; role: string },
  changes: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  for (const { type, channel } of lockedPreferences)
    if (changes[type] && !changes[type][channel])
      throw new AppError(400, 'PREFERENCE_LOCKED', `preferences.${type}.${channel}`);
  const entries = Object.entries(changes) as [PreferenceType, ChannelSwitches][];
  if (entries.length === 0) return preferencesOf(db, caller.userId);
  const before = await preferencesOf(db, caller.userId);
  await db.transaction().execute(async (trx) => {
    for (const [type, s] of entries)
      await trx
        .insertInto('notification_preferences')
        .values({
          user_id: caller.userId,
          type,
          in_app: s.inApp,
          email: s.email,
          sms: s.sms,
          whatsapp: s.whatsapp,
          updated_at: new Date(),
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'type']).doUpdateSet({
            in_app: s.inApp,
            email: s.email,
            sms: s.sms,
            whatsapp: s.whatsapp,
            updated_at: new Date(),
          }),
        )
        .execute();
    await audit(trx, {
      actor: { id: caller.userId, role: caller.role },
      action: 'update',
      subjectType: 'notification_preferences',
      subjectId: caller.userId,
      details: {
        old: Object.fromEntries(entries.map(([type]) => [type, before[type]])),
        new: Object.fromEntries(entries),
      },
    });
  });
  return preferencesOf(db, caller.userId);
}

/** A condition on `notifications n`: its type is shown in the app to this reader. */
export function hiddenTypesSql(userId: string) {
  return sql`not exists (select 1 from notification_preferences np
    where np.user_id = ${userId} and np.type = n.type and not np.in_app
      and np.type <> 'emergency')`;
}
