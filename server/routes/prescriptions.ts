import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { audit } from '../domain/audit';
import { accountLimiter } from '../domain/limits';
import {
  createPrescription,
  editPrescription,
  prescribableAppointments,
  setPrescriptionStatus,
} from '../domain/prescriptions/edit';
import {
  doctorPrescriptions,
  patientPrescriptions,
  prescriptionWithVersions,
  readPrescription,
} from '../domain/prescriptions/read';
import { exportDoctorPrescriptions } from '../domain/prescriptions/export';
import {
  listUploadedPrescriptions,
  readUploadedFile,
  saveUploadedPrescription,
  signatureUpload,
} from '../domain/prescriptions/uploads';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { contentDisposition, withStoredFiles } from '../http/stored-files';
import type { Realtime } from '../realtime';

type Deps = { db: Db; realtime: Realtime; clock: () => Date; filesDir: string };

/**
 * Prescriptions as lists (issue 15, ADR 0028): the doctor's list, stats and CSV, "New",
 * one prescription with its versions, edits and status changes by its doctor, the
 * patient's list, and the patient's own uploads.
 */
export function prescriptionRoutes(app: FastifyInstance, { db, realtime, clock, filesDir }: Deps) {
  const deps = (ip: string) => ({ db, realtime, now: clock(), ip });
  const limit = accountLimiter(db, clock);

  route(app, 'doctorPrescriptions', ({ caller, query }) =>
    doctorPrescriptions(db, caller, query, clock()),
  );
  route(app, 'createPrescription', ({ caller, body, request }) =>
    createPrescription(deps(request.ip), caller, body),
  );
  route(app, 'prescribableAppointments', ({ caller }) => prescribableAppointments(db, caller));
  route(app, 'doctorPrescriptionsExport', async ({ caller, query, request, reply }) => {
    const now = clock();
    const { rows, body } = await exportDoctorPrescriptions(db, caller, query, now);
    await audit(db, {
      actor: { id: caller.userId, role: caller.role },
      action: 'export',
      subjectType: 'prescription',
      ip: request.ip,
      details: { search: query.search, status: query.status, rows },
    });
    const day = now.toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="prescriptions-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });

  route(app, 'prescriptionDetail', async ({ caller, params, request }) => {
    const row = await readPrescription(db, caller, params.id);
    // A read of a patient's prescription by anyone but the patient is recorded.
    if (caller.userId !== row.patient_id)
      await audit(db, {
        actor: { id: caller.userId, role: caller.role },
        action: 'read',
        subjectType: 'prescription',
        subjectId: row.id,
        patientId: row.patient_id,
        ip: request.ip,
      });
    return prescriptionWithVersions(db, caller, row, clock());
  });
  route(app, 'updatePrescription', ({ caller, params, body, request }) =>
    editPrescription(deps(request.ip), caller, params.id, body),
  );
  route(app, 'setPrescriptionStatus', ({ caller, params, body, request }) =>
    setPrescriptionStatus(deps(request.ip), caller, params.id, body.status),
  );

  route(app, 'patientPrescriptions', ({ caller, query }) =>
    patientPrescriptions(db, caller, query, clock()),
  );
  route(app, 'uploadedPrescriptions', ({ caller }) => listUploadedPrescriptions(db, caller));
  // The file and the signature get their names only once the row commits.
  route(app, 'uploadPrescription', async ({ caller, multipart: { fields, files } }) => {
    const file = files[0];
    if (!file) throw new AppError(400, 'PRESCRIPTION_FILE_REQUIRED', 'prescriptionFile');
    const signature = await signatureUpload(fields.signature);
    await limit(caller, 'upload', 1);
    const upload = await withStoredFiles(filesDir, [file, signature], (stored) =>
      saveUploadedPrescription(db, caller, fields, stored, clock()),
    );
    return { upload };
  });
  for (const which of ['file', 'signature'] as const)
    route(
      app,
      which === 'file' ? 'uploadedPrescriptionFile' : 'uploadedPrescriptionSignature',
      async ({ caller, params, reply }) => {
        const found = await readUploadedFile(db, filesDir, caller, params.id, which);
        return reply
          .header('content-type', found.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', contentDisposition(found.name, found.type !== 'pdf'))
          .send(found.bytes);
      },
    );
}
