import { http } from 'msw';
import * as fixtures from '../fixtures/system';
import { api, failures, ok } from '../respond';

export const getHealth = {
  success: () => http.get(api('/health'), () => ok(fixtures.health)),
  ...failures('get', '/health'),
};

export const getPublicSettings = {
  success: (settings = fixtures.publicSettings) =>
    http.get(api('/settings/public'), () => ok(settings)),
  maintenance: () =>
    http.get(api('/settings/public'), () =>
      ok({ ...fixtures.publicSettings, maintenanceMode: true }),
    ),
  ...failures('get', '/settings/public'),
};
