import { http } from 'msw';
import type { CareCounts } from '@contract/care-counts';
import { endpoints } from '@contract/endpoints';
import * as fixtures from '../fixtures/care-counts';
import { api, failures, ok, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

const path = endpoints.careCounts.path;

/**
 * What the badges show now; a story or test changes it (`careCountsStore.set`) and sends a
 * care event, and the next GET answers the new figures, as the server would.
 */
let current: CareCounts = fixtures.counts;
export const careCountsStore = {
  reset(seed: CareCounts = fixtures.counts) {
    current = { ...seed };
  },
  set(next: Partial<CareCounts>) {
    current = { ...current, ...next };
  },
  get counts(): CareCounts {
    return current;
  },
};

/** GET /care/counts: the doctor's referrals pending, consultations active, requests new. */
export const careCounts = {
  success: () => http.get(api(path), () => ok(current)),
  none: () => http.get(api(path), () => ok(fixtures.none)),
  forbidden: () => http.get(api(path), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', path),
};

/** Every care-counts endpoint's `success`. */
export const careCountsHandlers = () => [careCounts.success()];

resetBeforeEachStory(() => careCountsStore.reset());
