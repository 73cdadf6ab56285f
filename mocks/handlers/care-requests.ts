import { http } from 'msw';
import {
  createCareRequestOn,
  respondToCareRequestOn,
  reschedulableTypes,
  type CareRequest,
} from '@contract/care-requests';
import type { ErrorCode } from '@contract/errors';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/care-requests';
import { api, failures, hang, idOf, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

// ---- The in-memory store: the doctor's requests, as the server keeps them ----

let requests: CareRequest[] = [];
let next = 1;

/** Reset before each story by the preview (mocks/stores.ts): no story sees another's answers. */
export const careRequestsStore = {
  reset(list: readonly CareRequest[] = fixtures.requests) {
    requests = list.map((r) => ({ ...r }));
    next = 1;
  },
  get requests(): readonly CareRequest[] {
    return requests;
  },
};
resetBeforeEachStory(() => careRequestsStore.reset());

const plus30 = (clock: string) => {
  const m = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5)) + 30;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
/** The demo doctor's schedule, roughly: slots on the hour and half hour, 09:00 to 17:30. */
const inSchedule = (clock: string) => /^(09|1[0-7]):(00|30)$/.test(clock);

const list = () => ok({ requests, counts: fixtures.countsOf(requests) });

export const doctorRequests = {
  success: () => http.get(api(paths.doctorRequests), list),
  empty: () => http.get(api(paths.doctorRequests), () => ok(fixtures.emptyRequests)),
  loading: () => http.get(api(paths.doctorRequests), hang),
  forbidden: () =>
    http.get(api(paths.doctorRequests), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.doctorRequests),
};

export const respondToRequest = {
  success: () =>
    http.put(api(paths.respondToRequest), async ({ request, params }) => {
      const parsed = respondToCareRequestOn(fixtures.today).safeParse(await readJson(request));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return refuse(request, 400, issue.message as ErrorCode, issue.path.join('.'));
      }
      const body = parsed.data;
      const current = requests.find((r) => r._id === idOf(params));
      if (!current) return refuse(request, 404, 'REQUEST_NOT_FOUND');
      if (body.action === 'reschedule') {
        if (
          current.status !== 'accepted' ||
          !current.scheduledAppointment ||
          !reschedulableTypes.includes(current.type)
        )
          return refuse(request, 409, 'REQUEST_NOT_RESCHEDULABLE');
      } else if (current.status !== 'pending')
        return refuse(request, 409, 'REQUEST_ALREADY_ANSWERED');
      if (body.action !== 'reject' && !inSchedule(body.scheduledTime!))
        return refuse(request, 409, 'REQUEST_NO_SLOT', 'scheduledTime');
      const at = '2026-11-25T06:00:00.000Z';
      const updated: CareRequest =
        body.action === 'reject'
          ? { ...current, status: 'rejected', responseMessage: body.message, responseDate: at }
          : {
              ...current,
              status: 'accepted',
              responseMessage: body.message || current.responseMessage,
              responseDate: current.responseDate ?? at,
              scheduledAppointment: {
                _id:
                  current.scheduledAppointment?._id ??
                  `ee000000-0000-4000-8000-${String(100 + next++).padStart(12, '0')}`,
                date: body.scheduledDate!,
                startTime: body.scheduledTime!,
                endTime: plus30(body.scheduledTime!),
                hospital: {
                  _id: '7a1c2f00-0000-4000-8000-000000000002',
                  name: 'Norvic International Hospital',
                },
              },
            };
      requests = requests.map((r) => (r._id === updated._id ? updated : r));
      return ok({ request: updated });
    }),
  /** The slot went to someone else while the dialog was open. */
  slotTaken: () =>
    http.put(api(paths.respondToRequest), ({ request }) =>
      refuse(request, 409, 'REQUEST_SLOT_TAKEN', 'scheduledTime'),
    ),
  alreadyAnswered: () =>
    http.put(api(paths.respondToRequest), ({ request }) =>
      refuse(request, 409, 'REQUEST_ALREADY_ANSWERED'),
    ),
  ...failures('put', paths.respondToRequest),
};

export const createCareRequest = {
  success: () =>
    http.post(api(paths.appointmentRequests), async ({ request, params }) => {
      const parsed = createCareRequestOn(fixtures.today).safeParse(await readJson(request));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return refuse(request, 400, issue.message as ErrorCode, issue.path.join('.'));
      }
      const body = parsed.data;
      const made: CareRequest = {
        ...fixtures.sitaFollowUp,
        _id: `aa000000-0000-4000-8000-${String(100 + next++).padStart(12, '0')}`,
        type: body.type,
        title: body.description.slice(0, 80),
        status: 'pending',
        urgency: body.urgency,
        fromAppointment: { ...fixtures.sitaFollowUp.fromAppointment, _id: idOf(params) },
        preferredDate: body.preferredDate,
        preferredTime: body.preferredTime,
        description: body.description,
        createdAt: '2026-11-25T06:00:00.000Z',
        updatedAt: '2026-11-25T06:00:00.000Z',
      };
      requests = [made, ...requests];
      return ok({ request: made });
    }),
  alreadyPending: () =>
    http.post(api(paths.appointmentRequests), ({ request }) =>
      refuse(request, 409, 'REQUEST_ALREADY_PENDING'),
    ),
  ...failures('post', paths.appointmentRequests),
};

export const myRequests = {
  /** What the patient asked from this appointment, from the store (her new ask included). */
  success: () =>
    http.get(api(paths.myRequests), ({ request }) => {
      const appointmentId = new URL(request.url).searchParams.get('appointmentId');
      return ok({
        requests: requests.filter((r) => !appointmentId || r.fromAppointment._id === appointmentId),
      });
    }),
  empty: () => http.get(api(paths.myRequests), () => ok(fixtures.myNoRequests)),
  ...failures('get', paths.myRequests),
};

/** Every requests endpoint's default scenario. */
export const careRequestsHandlers = () => [
  doctorRequests.success(),
  respondToRequest.success(),
  createCareRequest.success(),
  myRequests.success(),
];
