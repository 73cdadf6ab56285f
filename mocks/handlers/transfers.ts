import { http } from 'msw';
import { paths } from '@contract/paths';
import {
  createTransferRequest,
  DEFAULT_REJECTION_MESSAGE,
  updateTransferStatusRequest,
  type Transfer,
} from '@contract/transfers';
import * as fixtures from '../fixtures/transfers';
import { api, failures, hang, idOf, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

// ---- The in-memory store: the demo doctor's transfers, as the server keeps them ----

let stored: Transfer[] = [];
let next = 1;
const NOW = '2026-11-24T04:15:00.000Z';

/** Reset before each story by the preview (mocks/stores.ts): no story sees another's answers. */
export const transfersStore = {
  reset(seed: readonly Transfer[] = fixtures.transfers) {
    stored = seed.map((t) => ({ ...t, attachments: [...t.attachments] }));
    next = 1;
  },
  find: (id: string) => stored.find((t) => t.id === id),
  get transfers(): readonly Transfer[] {
    return stored;
  },
};
resetBeforeEachStory(() => transfersStore.reset());

const newId = () => `f1000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;

export const transfers = {
  success: () => http.get(api(paths.transfers), () => ok(fixtures.listOf(stored))),
  empty: () => http.get(api(paths.transfers), () => ok(fixtures.empty)),
  loading: () => http.get(api(paths.transfers), hang),
  forbidden: () =>
    http.get(api(paths.transfers), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.transfers),
};

export const transfer = {
  success: () =>
    http.get(api(paths.transfer), ({ request, params }) => {
      const found = transfersStore.find(idOf(params));
      return found ? ok(found) : refuse(request, 404, 'TRANSFER_NOT_FOUND');
    }),
  notFound: () =>
    http.get(api(paths.transfer), ({ request }) => refuse(request, 404, 'TRANSFER_NOT_FOUND')),
  ...failures('get', paths.transfer),
};

export const createTransfer = {
  /** Validates as the server does (the contract's schema), then stores it as pending. */
  success: () =>
    http.post(api(paths.transfers), async ({ request }) => {
      const parsed = createTransferRequest.safeParse(await readJson(request));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return refuse(
          request,
          400,
          issue.message as 'TRANSFER_FIELDS_REQUIRED',
          String(issue.path[0]),
        );
      }
      const body = parsed.data;
      if (body.expectedTransferDate !== null && body.expectedTransferDate < NOW.slice(0, 10))
        return refuse(request, 400, 'TRANSFER_DATE_PAST', 'expectedTransferDate');
      const doctor = fixtures.colleagues.doctors.find((d) => d.id === body.targetDoctorId);
      const hospital = fixtures.colleagues.hospitals.find((h) => h.id === body.targetHospitalId);
      const created: Transfer = {
        ...fixtures.pendingOut,
        ...body,
        id: newId(),
        patientName: fixtures.patient.name,
        patientAge: 45,
        patientGender: 'Female',
        targetDoctorName: doctor?.name ?? 'Unknown Doctor',
        targetHospitalName: hospital?.name ?? '',
        status: 'pending',
        attachments: [],
        createdAt: NOW,
        updatedAt: NOW,
      };
      stored = [created, ...stored];
      return ok(created);
    }),
  alreadyPending: () =>
    http.post(api(paths.transfers), ({ request }) =>
      refuse(request, 409, 'TRANSFER_ALREADY_PENDING', 'patientId'),
    ),
  hospitalUnavailable: () =>
    http.post(api(paths.transfers), ({ request }) =>
      refuse(request, 404, 'TRANSFER_HOSPITAL_UNAVAILABLE', 'targetHospitalId'),
    ),
  ...failures('post', paths.transfers),
};

export const updateTransferStatus = {
  /** Accept or reject a pending incoming one, complete an accepted one (001 §4). */
  success: () =>
    http.put(api(paths.transferStatus), async ({ request, params }) => {
      const found = transfersStore.find(idOf(params));
      if (!found) return refuse(request, 404, 'TRANSFER_NOT_FOUND');
      const parsed = updateTransferStatusRequest.safeParse(await readJson(request));
      if (!parsed.success) return refuse(request, 400, 'VALIDATION', 'status');
      const { status, message } = parsed.data;
      if (status !== 'completed' && found.direction !== 'incoming')
        return refuse(request, 403, 'TRANSFER_ANSWER_FORBIDDEN');
      if (status !== 'completed' && found.status !== 'pending')
        return refuse(request, 409, 'TRANSFER_NOT_PENDING');
      if (status === 'completed' && found.status !== 'accepted')
        return refuse(request, 409, 'TRANSFER_NOT_ACCEPTED');
      const changed: Transfer = {
        ...found,
        status,
        responseMessage:
          status === 'rejected'
            ? message || DEFAULT_REJECTION_MESSAGE
            : status === 'accepted'
              ? message || null
              : found.responseMessage,
        actualTransferDate: status === 'completed' ? NOW : found.actualTransferDate,
        updatedAt: NOW,
      };
      stored = stored.map((t) => (t.id === changed.id ? changed : t));
      return ok(changed);
    }),
  notPending: () =>
    http.put(api(paths.transferStatus), ({ request }) =>
      refuse(request, 409, 'TRANSFER_NOT_PENDING'),
    ),
  ...failures('put', paths.transferStatus),
};

/** The colleague search as the transfer form uses it, until the referrals mocks serve it. */
export const transferColleagues = {
  success: () =>
    http.get(api(paths.careColleagues), ({ request }) => {
      const url = new URL(request.url);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const category = url.searchParams.get('category') ?? 'all';
      const match = (text: string) => text.toLowerCase().includes(q);
      return ok({
        doctors:
          category === 'hospitals'
            ? []
            : fixtures.colleagues.doctors.filter((d) => match(`${d.name} ${d.specialty}`)),
        hospitals:
          category === 'doctors'
            ? []
            : fixtures.colleagues.hospitals.filter((h) => match(`${h.name} ${h.city}`)),
      });
    }),
};

export const transfersHandlers = () => [
  transfers.success(),
  transfer.success(),
  createTransfer.success(),
  updateTransferStatus.success(),
];
