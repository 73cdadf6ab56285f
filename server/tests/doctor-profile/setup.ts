import type { LightMyRequestResponse } from 'fastify';
import { doctorProfileResponse, type ProfileSectionBody } from '@contract/doctor-profile';
import { suiteApp } from '../harness-suite';
import { accessToken, bearer, demoUser, expectSuccess } from '../harness';

/** The profile editor's tests' app (one database copy) and their requests. */
export const t = suiteApp();

export const doctorToken = async () => accessToken(t.tokens, await demoUser(t.db, 'doctor'));
export const profileOf = (res: LightMyRequestResponse) =>
  doctorProfileResponse.parse({ success: true, data: expectSuccess(res) }).data;
export const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
export const save = (token: string, body: ProfileSectionBody, section: string = body.section) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/doctor/profile/${section}`,
    payload: body,
    headers: bearer(token),
  });

export async function upload(token: string, name: string, type: string, bytes: Buffer) {
  const form = new FormData();
  form.append('profilePicture', new Blob([new Uint8Array(bytes)], { type }), name);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/doctor/profile/picture',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')!, ...bearer(token) },
  });
}
