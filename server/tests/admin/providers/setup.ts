import {
  adminProviderResponse,
  adminProvidersResponse,
  ambulanceResponse,
  ambulancesResponse,
  providerRemovalResponse,
} from '@contract/admin-providers';
import type { LightMyRequestResponse } from 'fastify';
import { suiteApp } from '../../harness-suite';
import { accessToken, bearer, demoUser, expectSuccess } from '../../harness';

/** The admin's provider tables (issue 14, ADR 0021) through the HTTP API. */
export const t = suiteApp();

export const adminToken = async () => accessToken(t.tokens, await demoUser(t.db, 'admin'));
export const patientToken = async () => accessToken(t.tokens, await demoUser(t.db, 'patient'));

export const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: Record<string, unknown>,
  lang = 'en',
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...bearer(token), 'accept-language': lang },
  });

export const listOf = async (kind: string, query: string, token: string) =>
  adminProvidersResponse.parse(
    (await call('GET', `/api/admin/providers/${kind}?${query}`, token)).json(),
  ).data;
export const providerOf = (res: LightMyRequestResponse, status = 200) =>
  adminProviderResponse.parse({ success: true, data: expectSuccess(res, status) }).data.provider;
export const outcomeOf = (res: LightMyRequestResponse) =>
  providerRemovalResponse.parse({ success: true, data: expectSuccess(res) }).data.outcome;
export const ambulancesOf = async (query: string, token: string) =>
  ambulancesResponse.parse((await call('GET', `/api/admin/ambulances?${query}`, token)).json())
    .data;
export const ambulanceOf = (res: LightMyRequestResponse, status = 200) =>
  ambulanceResponse.parse({ success: true, data: expectSuccess(res, status) }).data;

export const newLab = {
  name: 'Samjhana Diagnostic Centre',
  location: 'Pokhara',
  type: 'Specialized Lab',
  contactEmail: 'info@samjhana-lab.com.np',
  contactPhone: '061-531204',
  status: 'active',
  homeCollection: true,
};
