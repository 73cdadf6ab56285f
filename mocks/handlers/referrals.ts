import { http } from 'msw';
import { paths } from '@contract/paths';
import {
  createReferralRequest,
  referralBoxes,
  type Referral,
  type ReferralBox,
} from '@contract/referrals';
import * as fixtures from '../fixtures/referrals';
import { api, failures, idOf, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

// ---- The in-memory store: the demo doctor's referrals ----

let stored: Referral[] = [];
/** Reset before each story (the preview does, mocks/stores.ts). */
export const referralsStore = {
  reset(seed: readonly Referral[] = fixtures.referrals) {
    stored = seed.map((r) => ({ ...r }));
  },
};
resetBeforeEachStory(() => referralsStore.reset());

const boxIn = (url: string): ReferralBox => {
  const box = new URL(url).searchParams.get('box');
  return referralBoxes.includes(box as ReferralBox) ? (box as ReferralBox) : 'outgoing';
};

export const referrals = {
  success: () =>
    http.get(api(paths.referrals), ({ request }) => ok(fixtures.boxOf(stored, boxIn(request.url)))),
  empty: () =>
    http.get(api(paths.referrals), ({ request }) => ok(fixtures.boxOf([], boxIn(request.url)))),
  ...failures('get', paths.referrals),
};

export const createReferral = {
  success: () =>
    http.post(api(paths.referrals), async ({ request }) => {
      const parsed = createReferralRequest.safeParse(await readJson(request));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return refuse(
          request,
          400,
          'REFERRAL_DOCTOR_AND_REASON_REQUIRED',
          String(issue?.path[0] ?? 'reason'),
        );
      }
      const doctor = fixtures.colleagues.doctors.find((d) => d.id === parsed.data.toDoctorId);
      const referral: Referral = {
        ...fixtures.outgoingAccepted,
        id: '7a1c0c52-3f0e-4a51-9d0e-0000000000f9',
        status: 'pending',
        patientId: parsed.data.patientId,
        toDoctorId: parsed.data.toDoctorId,
        toDoctorName: doctor?.name ?? 'Unknown Doctor',
        specialty: doctor?.specialty ?? 'General',
        reason: parsed.data.reason,
        urgency: parsed.data.urgency,
      };
      stored = [referral, ...stored];
      return ok({ referral });
    }),
  ...failures('post', paths.referrals),
};

export const referralStatus = {
  success: () =>
    http.put(api(paths.referralStatus), async ({ request, params }) => {
      const body = (await readJson(request)) as { status?: Referral['status']; reason?: string };
      const found = stored.find((r) => r.id === idOf(params));
      if (!found) return refuse(request, 404, 'REFERRAL_NOT_FOUND');
      const referral: Referral = {
        ...found,
        status: body.status ?? found.status,
        declineReason:
          body.status === 'declined' ? body.reason || 'Not available' : found.declineReason,
      };
      stored = stored.map((r) => (r.id === referral.id ? referral : r));
      return ok({ referral });
    }),
  ...failures('put', paths.referralStatus),
};

export const careColleagues = {
  success: () => http.get(api(paths.careColleagues), () => ok(fixtures.colleagues)),
  ...failures('get', paths.careColleagues),
};

export const referralsHandlers = () => [
  referrals.success(),
  createReferral.success(),
  referralStatus.success(),
  careColleagues.success(),
];
