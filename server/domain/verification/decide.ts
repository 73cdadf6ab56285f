import type { ApplicantKind, ApplicationStatus } from '@contract/verification';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { SignedIn } from '../../http/route';
import type { Realtime } from '../../realtime';
import { audit } from '../audit';
import { isUuid } from '../cursor';
import { applyApproval, applyRejection } from './effects';
import { type Decision, tellApplicant } from './notify';
import { getApplication } from './read';

type Deps = { db: Db; realtime: Realtime; now: Date };

type Pending = {
  id: string;
  user_id: string;
  kind: ApplicantKind;
  details: Record<string, unknown>;
};

/**
 * Records a decision on a pending application inside `trx` and changes the account at
 * once (effects.ts); the applicant is told in the app and on the channels they keep on (ADR 0036). Returns what sends
 * the notification live once the transaction has committed.
 */
export async function recordDecision(
  trx: Db,
  app: Pending,
  decision: Decision,
  how: { remarks: string; method: 'manual' | 'automatic'; by: string | null; now: Date },
) {
  const status: ApplicationStatus = decision;
  await trx
    .updateTable('verification_applications')
    .set({
      status,
      method: how.method,
      remarks: how.remarks || null,
      decided_by: how.by,
      decided_at: how.now,
    })
    .where('id', '=', app.id)
    .execute();
  const decided = { userId: app.user_id, kind: app.kind, details: app.details };
  if (decision === 'approved') await applyApproval(trx, decided);
  else await applyRejection(trx, decided);
  return tellApplicant(
    trx,
    { userId: app.user_id, kind: app.kind, applicationId: app.id },
    decision,
    how.remarks,
  );
}

/**
 * PUT /admin/approve-{doctor,patient,provider}/:id (002 §7): approved or rejected with
 * remarks, once; an application of another kind is 404, a decided one 409.
 */
export async function decide(
  { db, realtime, now }: Deps,
  admin: SignedIn<'admin'>,
  id: string,
  kinds: readonly ApplicantKind[],
  body: { decision: Decision; remarks: string },
  ip: string | null,
) {
  if (!isUuid(id)) throw new AppError(404, 'APPLICATION_NOT_FOUND');
  const send = await db.transaction().execute(async (trx) => {
    const app = await trx
      .selectFrom('verification_applications')
      .select(['id', 'user_id', 'kind', 'status', 'details'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!app || !kinds.includes(app.kind)) throw new AppError(404, 'APPLICATION_NOT_FOUND');
    if (app.status !== 'pending') throw new AppError(409, 'APPLICATION_DECIDED');
    const details =
      typeof app.details === 'string'
        ? (JSON.parse(app.details) as Record<string, unknown>)
        : app.details;
    const sendLive = await recordDecision(trx, { ...app, details }, body.decision, {
      remarks: body.remarks,
      method: 'manual',
      by: admin.userId,
      now,
    });
    await audit(trx, {
      actor: { id: admin.userId, role: admin.role },
      action: 'update',
      subjectType: 'verification_application',
      subjectId: app.id,
      patientId: app.kind === 'patient' ? app.user_id : null,
      ip,
      details: {
        decision: body.decision,
        remarks: body.remarks,
        kind: app.kind,
        userId: app.user_id,
      },
    });
    return sendLive;
  });
  send(realtime);
  return getApplication(db, id, now);
}
