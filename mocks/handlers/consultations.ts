import { http } from 'msw';
import {
  consultationListQuery,
  createConsultationRequest,
  endConsultationRequest,
  sendConsultationMessageRequest,
  updateConsultationStatusRequest,
  type Consultation,
  type ConsultationMessage,
} from '@contract/consultations';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/consultations';
import { api, failures, hang, idOf, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

// ---- The in-memory store: Dr. Joshi's consultations and their chats ----

let stored: Consultation[] = [];
let chats = new Map<string, ConsultationMessage[]>();
let lastId = 100;

/** Reset before each story by the preview (mocks/stores.ts). */
export const consultationsStore = {
  reset(seed: readonly Consultation[] = fixtures.all) {
    stored = seed.map((c) => ({ ...c }));
    chats = new Map(Object.entries(fixtures.chats).map(([id, list]) => [id, [...list]]));
    lastId = 100;
  },
  get consultations(): readonly Consultation[] {
    return stored;
  },
  find: (id: string) => stored.find((c) => c.id === id),
  chatOf: (id: string): readonly ConsultationMessage[] => chats.get(id) ?? [],
  /** A message from the other doctor, as the server stores it before the live event. */
  receive(message: ConsultationMessage) {
    chats.set(message.consultationId, [...(chats.get(message.consultationId) ?? []), message]);
  },
};

resetBeforeEachStory(() => consultationsStore.reset());

const NOW = '2026-11-24T04:15:00.000Z';

function change(id: string, over: Partial<Consultation>) {
  const current = consultationsStore.find(id);
  if (!current) return undefined;
  const next = { ...current, ...over, updatedAt: NOW };
  stored = stored.map((c) => (c.id === id ? next : c));
  return next;
}

const notFound = (request: Request) => refuse(request, 404, 'CONSULTATION_NOT_FOUND');

export const consultations = {
  success: () =>
    http.get(api(paths.consultations), ({ request }) => {
      const query = consultationListQuery.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return refuse(request, 400, 'VALIDATION');
      return ok(fixtures.listOf(stored, query.data.tab));
    }),
  loading: () => http.get(api(paths.consultations), hang),
  empty: () => http.get(api(paths.consultations), () => ok(fixtures.listOf([], 'active'))),
  ...failures('get', paths.consultations),
};

export const createConsultation = {
  success: () =>
    http.post(api(paths.consultations), async ({ request }) => {
      const body = createConsultationRequest.safeParse(await readJson(request));
      if (!body.success) {
        const issue = body.error.issues[0]!;
        return refuse(request, 400, issue.message as never, String(issue.path[0] ?? ''));
      }
      lastId += 1;
      const created = fixtures.make({
        id: fixtures.consultationId(lastId),
        status: 'pending',
        type: body.data.type,
        duration: body.data.duration,
        fee: body.data.fee,
        reason: body.data.reason,
        notes: body.data.notes,
        scheduledTime: new Date(body.data.scheduledTime).toISOString(),
        patientId: body.data.patientId,
        consultant: body.data.doctorId === fixtures.suman.id ? fixtures.suman : fixtures.sabina,
        createdAt: NOW,
        updatedAt: NOW,
      });
      stored = [...stored, created];
      return ok({ consultation: created });
    }),
  /** The server's refusal of a time in the past. */
  timePast: () =>
    http.post(api(paths.consultations), ({ request }) =>
      refuse(request, 400, 'CONSULTATION_TIME_PAST', 'scheduledTime'),
    ),
  ...failures('post', paths.consultations),
};

export const consultation = {
  success: () =>
    http.get(api(paths.consultation), ({ request, params }) => {
      const found = consultationsStore.find(idOf(params));
      return found ? ok({ consultation: found }) : notFound(request);
    }),
  ...failures('get', paths.consultation),
};

export const updateConsultationStatus = {
  success: () =>
    http.put(api(paths.consultationStatus), async ({ request, params }) => {
      const body = updateConsultationStatusRequest.safeParse(await readJson(request));
      if (!body.success) return refuse(request, 400, 'VALIDATION', 'status');
      const current = consultationsStore.find(idOf(params));
      if (!current) return notFound(request);
      if (current.status !== 'pending') return refuse(request, 409, 'CONSULTATION_STATUS_CONFLICT');
      return ok({ consultation: change(current.id, { status: body.data.status })! });
    }),
  conflict: () =>
    http.put(api(paths.consultationStatus), ({ request }) =>
      refuse(request, 409, 'CONSULTATION_STATUS_CONFLICT'),
    ),
  ...failures('put', paths.consultationStatus),
};

export const startConsultation = {
  success: () =>
    http.put(api(paths.consultationStart), ({ request, params }) => {
      const current = consultationsStore.find(idOf(params));
      if (!current) return notFound(request);
      if (current.status !== 'scheduled')
        return refuse(request, 409, 'CONSULTATION_STATUS_CONFLICT');
      return ok({ consultation: change(current.id, { status: 'in-progress', startedAt: NOW })! });
    }),
  ...failures('put', paths.consultationStart),
};

export const endConsultation = {
  success: () =>
    http.put(api(paths.consultationEnd), async ({ request, params }) => {
      const body = endConsultationRequest.safeParse(await readJson(request));
      if (!body.success) return refuse(request, 400, 'TOO_LONG', 'notes');
      const current = consultationsStore.find(idOf(params));
      if (!current) return notFound(request);
      if (current.status !== 'in-progress')
        return refuse(request, 409, 'CONSULTATION_STATUS_CONFLICT');
      return ok({
        consultation: change(current.id, {
          status: 'completed',
          endNotes: body.data.notes,
          completedAt: NOW,
          actualDuration: 15,
        })!,
      });
    }),
  ...failures('put', paths.consultationEnd),
};

export const consultationMessages = {
  success: () =>
    http.get(api(paths.consultationMessages), ({ request, params }) => {
      const current = consultationsStore.find(idOf(params));
      if (!current) return notFound(request);
      return ok({ messages: consultationsStore.chatOf(current.id), olderCursor: null });
    }),
  ...failures('get', paths.consultationMessages),
};

export const sendConsultationMessage = {
  success: () =>
    http.post(api(paths.consultationMessages), async ({ request, params }) => {
      const body = sendConsultationMessageRequest.safeParse(await readJson(request));
      if (!body.success)
        return refuse(request, 400, body.error.issues[0]!.message as never, 'body');
      const current = consultationsStore.find(idOf(params));
      if (!current) return notFound(request);
      if (current.status === 'completed' || current.status === 'cancelled')
        return refuse(request, 409, 'CONSULTATION_CLOSED');
      lastId += 1;
      const message = fixtures.makeMessage(lastId, current, true, body.data.body, NOW);
      consultationsStore.receive(message);
      return ok({ message });
    }),
  closed: () =>
    http.post(api(paths.consultationMessages), ({ request }) =>
      refuse(request, 409, 'CONSULTATION_CLOSED'),
    ),
  ...failures('post', paths.consultationMessages),
};

/** Every consultation endpoint's default (success) handler. */
export const consultationsHandlers = () => [
  consultations.success(),
  createConsultation.success(),
  consultation.success(),
  updateConsultationStatus.success(),
  startConsultation.success(),
  endConsultation.success(),
  consultationMessages.success(),
  sendConsultationMessage.success(),
];

/**
 * The colleague search as the consultation dialog reads it (the referrals area owns the
 * endpoint; this is the two demo colleagues its stories pick from).
 */
export const colleagueDoctors = {
  success: () =>
    http.get(api(paths.careColleagues), () =>
      ok({
        doctors: [
          { ...fixtures.sabina, hospital: 'Manipal Teaching Hospital, Pokhara' },
          { ...fixtures.suman, hospital: 'Bir Hospital' },
        ],
        hospitals: [],
      }),
    ),
};
