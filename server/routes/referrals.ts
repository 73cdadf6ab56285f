import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { searchColleagues } from '../domain/care/colleagues';
import { listReferrals } from '../domain/care/referrals-read';
import { changeReferralStatus, createReferral } from '../domain/care/referrals-write';
import { doctorIdOf } from '../domain/patients/list';
import { route } from '../http/route';
import type { Realtime } from '../realtime';

type Deps = { db: Db; realtime: Realtime; clock: () => Date };

/** Referrals and the colleague search (issue 18, ADR 0039). */
export function referralRoutes(app: FastifyInstance, { db, realtime, clock }: Deps) {
  const who = (caller: { userId: string; role: 'doctor' }, ip: string) => ({
    caller,
    ip,
    now: clock(),
    realtime,
  });

  route(app, 'careColleagues', ({ caller, query }) => searchColleagues(db, caller.userId, query));
  route(app, 'referrals', async ({ caller, query }) =>
    listReferrals(db, await doctorIdOf(db, caller.userId), query.box),
  );
  route(app, 'createReferral', async ({ caller, body, request }) => ({
    referral: await createReferral(db, body, who(caller, request.ip)),
  }));
  route(app, 'referralStatus', async ({ caller, params, body, request }) => ({
    referral: await changeReferralStatus(db, params.id, body, who(caller, request.ip)),
  }));
}
