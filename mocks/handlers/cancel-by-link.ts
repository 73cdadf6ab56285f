import { http, type RequestHandler } from 'msw';
import { cancelByLinkRequest, patientCancellable, type Appointment } from '@contract/appointments';
import { endpoints } from '@contract/endpoints';
import * as fixtures from '../fixtures/cancel-by-link';
import { appointmentsStore } from './appointments';
import { api, failures, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

const path = endpoints.cancelByLink.path;

/** Tokens already used: a reminder's link cancels once. Reset before each story. */
const used = new Set<string>();

/** Forgets which links were used. Call it in a story's or test's `beforeEach`. */
export function resetCancelByLinkStore() {
  used.clear();
}

/** 400 LINK_INVALID: an unknown, malformed, used or expired token all read the same. */
const linkInvalid = (request: Request) => refuse(request, 400, 'LINK_INVALID');

/**
 * POST /appointments/cancel-by-link {token}: no sign-in, the token is the proof. A known
 * token cancels its appointment once (in the appointments store too, when it is there);
 * anything else is 400 LINK_INVALID, as is an appointment no longer requested or confirmed.
 */
export const cancelByLink = {
  success: (links: Readonly<Record<string, Appointment>> = fixtures.links) =>
    http.post(api(path), async ({ request }) => {
      const body = cancelByLinkRequest.safeParse(await readJson(request));
      if (!body.success) return linkInvalid(request);
      const { token } = body.data;
      const linked = links[token];
      if (!linked || used.has(token)) return linkInvalid(request);
      const current = appointmentsStore.find(linked._id) ?? linked;
      if (!patientCancellable.includes(current.status)) return linkInvalid(request);
      used.add(token);
      const change = { status: 'cancelled', cancelReason: 'reminder-link' } as const;
      const appointment = appointmentsStore.find(linked._id)
        ? appointmentsStore.update(linked._id, change)!
        : { ...linked, ...change, updatedAt: fixtures.cancelledByLink.updatedAt };
      return ok({ appointment });
    }),
  /** Always 400 LINK_INVALID, in the caller's language. */
  invalid: () => http.post(api(path), ({ request }) => linkInvalid(request)),
  ...failures('post', path),
};

/** The endpoint's default scenario. */
export const cancelByLinkHandlers = (): RequestHandler[] => [cancelByLink.success()];

resetBeforeEachStory(resetCancelByLinkStore);
