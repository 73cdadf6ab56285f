import type { LightMyRequestResponse } from 'fastify';
import { scheduleSlotsResponse } from '@contract/schedule';
import { addDays, nepalToday, weekdayOf } from '../../domain/appointments';
import { suiteApp } from '../harness-suite';
import { accessToken, bearer } from '../harness';

/**
 * The doctor's weekly schedule and hospitals (issue 16, ADR 0031) through the HTTP API:
 * what the doctor and the patients then see.
 */
export const t = suiteApp();

export async function tokenOf(email: string) {
  const user = await t.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return accessToken(t.tokens, user);
}

export const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: unknown,
  lang = 'en',
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url,
    payload: payload as object | undefined,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
  });

export async function hospitalId(name: string) {
  const row = await t.db
    .selectFrom('providers')
    .select('id')
    .where('name', '=', name)
    .where('type', '=', 'hospital')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const slotsOf = async (token: string) =>
  scheduleSlotsResponse.parse((await call('GET', '/api/doctor/schedule', token)).json()).data.slots;

/** The next date (from tomorrow, in Nepal) that falls on `day`. */
export function nextDate(day: string) {
  let date = addDays(nepalToday(new Date()), 1);
  while (weekdayOf(date) !== day) date = addDays(date, 1);
  return date;
}

/** A multipart body as a browser's FormData sends it (the booking form). */
export async function multipart(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
