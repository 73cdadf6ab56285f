import type { Db } from '../../db/database';

/** Which class of device a User-Agent header names (ADR 0024); null when it names none. */
export function deviceOf(userAgent: string | undefined): 'mobile' | 'desktop' | 'tablet' | null {
  if (!userAgent) return null;
  const ua = userAgent.toLowerCase();
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/.test(ua)) return 'tablet';
  if (/mobi|iphone|ipod|android|blackberry|opera mini|iemobile|windows phone/.test(ua))
    return 'mobile';
  if (/windows nt|macintosh|mac os x|x11|linux|cros/.test(ua)) return 'desktop';
  return null;
}

/** Notes the device class of a sign-in on its session (migration 0016); unknown stays null. */
export async function recordDevice(db: Db, sessionId: string, userAgent: string | undefined) {
  const device = deviceOf(userAgent);
  if (device)
    await db.updateTable('sessions').set({ device }).where('id', '=', sessionId).execute();
}
