import { http } from 'msw';
import {
  MAX_EMERGENCY_CONTACTS,
  emergencyContactRequest,
  sosRequest,
  type Emergency,
  type EmergencyContact,
} from '@contract/emergency';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/emergency';
import { api, failures, hang, idOf, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

// ---- The in-memory store: the demo patient's contacts and emergencies ----

let stored: EmergencyContact[] = [];
let emergencies: Emergency[] = [];
let lastId = 0;

/**
 * The contacts and emergencies the handlers serve and change. Reset it before each story
 * (the preview does, mocks/stores.ts). The caller is Sita Sharma.
 */
export const emergencyStore = {
  reset(seed: { contacts?: readonly EmergencyContact[]; emergencies?: readonly Emergency[] } = {}) {
    stored = (seed.contacts ?? fixtures.contacts).map((c) => ({ ...c }));
    emergencies = (seed.emergencies ?? [fixtures.pastEmergency]).map((e) => ({ ...e }));
    lastId = 0;
  },
  get contacts(): readonly EmergencyContact[] {
    return stored;
  },
  get emergencies(): readonly Emergency[] {
    return emergencies;
  },
};
resetBeforeEachStory(() => emergencyStore.reset());

const nextId = (prefix: string) => {
  lastId += 1;
  return `${prefix}-0000-4000-8000-${String(lastId).padStart(12, '0')}`;
};

const active = () => emergencies.find((e) => e.status === 'active') ?? null;

/** A contact body checked as the server does: its first problem, on its field. */
async function contactBody(request: Request) {
  const parsed = emergencyContactRequest.safeParse(await readJson(request));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const code =
    issue?.message === 'PHONE_INVALID' || issue?.message === 'TOO_LONG'
      ? issue.message
      : 'EMERGENCY_FIELDS_REQUIRED';
  return refuse(request, 400, code, String(issue?.path[0] ?? 'name'));
}

const duplicate = (phone: string, except?: string) =>
  stored.some((c) => c.phone === phone && c.id !== except);

/** GET /emergency/contacts */
export const emergencyContacts = {
  success: () =>
    http.get(api(paths.emergencyContacts), () =>
      ok({ contacts: stored, max: MAX_EMERGENCY_CONTACTS }),
    ),
  empty: () =>
    http.get(api(paths.emergencyContacts), () => ok({ contacts: [], max: MAX_EMERGENCY_CONTACTS })),
  loading: () => http.get(api(paths.emergencyContacts), hang),
  ...failures('get', paths.emergencyContacts),
};

/** POST /emergency/contacts */
export const addEmergencyContact = {
  success: () =>
    http.post(api(paths.emergencyContacts), async ({ request }) => {
      const body = await contactBody(request);
      if (body instanceof Response) return body;
      if (stored.length >= MAX_EMERGENCY_CONTACTS)
        return refuse(request, 409, 'EMERGENCY_CONTACTS_MAX');
      if (duplicate(body.phone))
        return refuse(request, 409, 'EMERGENCY_CONTACT_DUPLICATE', 'phone');
      const contact = { id: nextId('5e4f0c1a'), ...body };
      stored = [...stored, contact];
      return ok({ contact });
    }),
  /** Another tab added the fifth meanwhile. */
  max: () =>
    http.post(api(paths.emergencyContacts), ({ request }) =>
      refuse(request, 409, 'EMERGENCY_CONTACTS_MAX'),
    ),
  ...failures('post', paths.emergencyContacts),
};

/** PUT /emergency/contacts/:id */
export const updateEmergencyContact = {
  success: () =>
    http.put(api(paths.emergencyContact), async ({ request, params }) => {
      const id = idOf(params);
      const body = await contactBody(request);
      if (body instanceof Response) return body;
      if (!stored.some((c) => c.id === id))
        return refuse(request, 404, 'EMERGENCY_CONTACT_NOT_FOUND');
      if (duplicate(body.phone, id))
        return refuse(request, 409, 'EMERGENCY_CONTACT_DUPLICATE', 'phone');
      const contact = { id, ...body };
      stored = stored.map((c) => (c.id === id ? contact : c));
      return ok({ contact });
    }),
  ...failures('put', paths.emergencyContact),
};

/** DELETE /emergency/contacts/:id */
export const deleteEmergencyContact = {
  success: () =>
    http.delete(api(paths.emergencyContact), ({ request, params }) => {
      const id = idOf(params);
      if (!stored.some((c) => c.id === id))
        return refuse(request, 404, 'EMERGENCY_CONTACT_NOT_FOUND');
      stored = stored.filter((c) => c.id !== id);
      return ok({ id });
    }),
  ...failures('delete', paths.emergencyContact),
};

/** GET /emergency/sos */
export const activeEmergency = {
  success: () =>
    http.get(api(paths.emergencySos), () => {
      const emergency = active();
      return ok({ emergency, nearby: emergency ? fixtures.nearby : [] });
    }),
  loading: () => http.get(api(paths.emergencySos), hang),
  ...failures('get', paths.emergencySos),
};

/** POST /emergency/sos */
export const triggerSos = {
  success: () =>
    http.post(api(paths.emergencySos), async ({ request }) => {
      const parsed = sosRequest.safeParse(await readJson(request));
      if (!parsed.success)
        return refuse(
          request,
          400,
          'EMERGENCY_LOCATION_INVALID',
          String(parsed.error.issues[0]?.path[0] ?? 'lat'),
        );
      const current = active();
      if (current)
        return ok({
          emergency: current,
          nearby: fixtures.nearby,
          alreadyActive: true,
          contactsNotified: 0,
        });
      const emergency = fixtures.activeAt(parsed.data, fixtures.NOW, nextId('3c2d1e0f'));
      emergencies = [emergency, ...emergencies];
      return ok({
        emergency,
        nearby: fixtures.nearby,
        alreadyActive: false,
        contactsNotified: stored.length,
      });
    }),
  tooMany: () =>
    http.post(api(paths.emergencySos), ({ request }) => refuse(request, 429, 'EMERGENCY_TOO_MANY')),
  loading: () => http.post(api(paths.emergencySos), hang),
  ...failures('post', paths.emergencySos),
};

/** POST /emergency/sos/cancel */
export const cancelSos = {
  success: () =>
    http.post(api(paths.emergencySosCancel), ({ request }) => {
      const current = active();
      if (!current) return refuse(request, 409, 'EMERGENCY_NOT_ACTIVE');
      const emergency: Emergency = {
        ...current,
        status: 'cancelled',
        endedAt: fixtures.NOW,
      };
      emergencies = emergencies.map((e) => (e.id === current.id ? emergency : e));
      return ok({ emergency });
    }),
  ...failures('post', paths.emergencySosCancel),
};

/** GET /emergency/history */
export const emergencyHistory = {
  success: () =>
    http.get(api(paths.emergencyHistory), () =>
      ok({
        emergencies: [...emergencies].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
      }),
    ),
  empty: () => http.get(api(paths.emergencyHistory), () => ok({ emergencies: [] })),
  loading: () => http.get(api(paths.emergencyHistory), hang),
  ...failures('get', paths.emergencyHistory),
};

export const emergencyHandlers = () => [
  emergencyContacts.success(),
  addEmergencyContact.success(),
  updateEmergencyContact.success(),
  deleteEmergencyContact.success(),
  activeEmergency.success(),
  triggerSos.success(),
  cancelSos.success(),
  emergencyHistory.success(),
];
