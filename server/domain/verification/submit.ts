import type { z } from 'zod';
import type {
  ApplicantKind,
  doctorApplicationFields,
  patientApplicationFields,
  ProviderKind,
  providerApplicationFields,
} from '@contract/verification';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { SignedIn } from '../../http/route';
import type { StoredFile } from '../../http/stored-files';
import type { Realtime } from '../../realtime';
import { getSetting } from '../settings';
import { recordDecision } from './decide';
import { assertNmcFree, cityOf, markPending } from './effects';
import { getApplication } from './read';

type Deps = { db: Db; realtime: Realtime; now: Date };

/** The one unique rule an application's rows can break is one pending per account. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/** A document of an application: what it is, its number, and its stored file. */
type Described = { kind: string; number: string | null; file: StoredFile<string> };

/**
 * Stores an application as pending (one pending per account, which the database also
 * enforces against a race) with its documents. If the settings' autoVerify is on for the
 * kind, it is approved at once, recorded as automatic, and the account changes as an
 * admin's approval would change it.
 */
async function createApplication(
  { db, realtime, now }: Deps,
  userId: string,
  kind: ApplicantKind,
  details: Record<string, unknown>,
  documents: Described[],
) {
  const user = await db
    .selectFrom('users')
    .select(['verified'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.verified) throw new AppError(409, 'ALREADY_VERIFIED');
  const { autoVerify } = await getSetting(db, 'verification');
  const automatic = (autoVerify as Partial<Record<ApplicantKind, boolean>>)[kind] === true;
  let send: ((realtime: Realtime) => void) | undefined;
  let id: string;
  try {
    id = await db.transaction().execute(async (trx) => {
      const app = await trx
        .insertInto('verification_applications')
        .values({ user_id: userId, kind, details: JSON.stringify(details), created_at: now })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      if (documents.length > 0)
        await trx
          .insertInto('verification_documents')
          .values(
            documents.map((d, i) => ({
              application_id: app.id,
              kind: d.kind,
              number: d.number,
              name: d.file.name,
              type: d.file.type as 'pdf' | 'jpg' | 'png' | 'webp',
              size: d.file.size,
              stored_name: d.file.storedName,
              // Kept in the order they were sent.
              created_at: new Date(now.getTime() + i),
            })),
          )
          .execute();
      await markPending(trx, { userId, kind, details });
      if (automatic)
        send = await recordDecision(
          trx,
          { id: app.id, user_id: userId, kind, details },
          'approved',
          { remarks: '', method: 'automatic', by: null, now },
        );
      return app.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'VERIFICATION_PENDING');
    throw error;
  }
  send?.(realtime);
  return getApplication(db, id, now);
}

async function assertNothingPending(db: Db, userId: string) {
  const pending = await db
    .selectFrom('verification_applications')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending) throw new AppError(409, 'VERIFICATION_PENDING');
}

/**
 * The requireDocumentUpload setting (on by default): an application without a document
 * is refused. Off, a provider may apply without one and a doctor with only the NMC link;
 * the patient's identity image is the application itself and is always needed.
 */
async function assertDocumentsIfRequired(db: Db, files: StoredFile<string>[]) {
  if (files.length > 0) return;
  const { requireDocumentUpload } = await getSetting(db, 'verification');
  if (requireDocumentUpload) throw new AppError(400, 'DOCUMENTS_REQUIRED', 'documents');
}

/**
 * A doctor applies (001 §4, §7): the NMC number and name, identity documents and the NMC
 * certificate, each file described in `documents` in order; without a certificate, a
 * link to the NMC record makes it a manual request.
 */
export async function submitDoctor(
  deps: Deps,
  caller: SignedIn<'doctor'>,
  fields: z.output<typeof doctorApplicationFields>,
  files: StoredFile<string>[],
) {
  await assertNothingPending(deps.db, caller.userId);
  await assertDocumentsIfRequired(deps.db, files);
  if (fields.documents.length !== files.length)
    throw new AppError(400, 'DOCUMENTS_MISMATCH', 'documents');
  const hasCertificate = fields.documents.some((d) => d.kind === 'nmcCertificate');
  if (!hasCertificate && fields.verificationLink === '')
    throw new AppError(400, 'NMC_EVIDENCE_REQUIRED', 'documents');
  await assertNmcFree(deps.db, fields.nmcNumber, caller.userId);
  return createApplication(
    deps,
    caller.userId,
    'doctor',
    {
      nmcNumber: fields.nmcNumber,
      fullName: fields.fullName,
      specialization: fields.specialization,
      verificationLink: fields.verificationLink,
      manualVerificationRequested: fields.verificationLink !== '',
    },
    files.map((file, i) => ({
      kind: fields.documents[i]!.kind,
      number: fields.documents[i]!.number ?? null,
      file,
    })),
  );
}

/** A patient's identity verification (002 §3, §5): type, number and one image. */
export async function submitPatient(
  deps: Deps,
  caller: SignedIn<'patient' | 'public'>,
  fields: z.output<typeof patientApplicationFields>,
  files: StoredFile<string>[],
) {
  await assertNothingPending(deps.db, caller.userId);
  const image = files[0];
  if (!image || files.length !== 1)
    throw new AppError(400, 'IDENTITY_IMAGE_INVALID', 'documentImage');
  return createApplication(
    deps,
    caller.userId,
    'patient',
    { documentType: fields.documentType, documentNumber: fields.documentNumber },
    [{ kind: fields.documentType, number: fields.documentNumber, file: image }],
  );
}

/** A hospital, lab, pharmacy or ambulance service applies with its documents. */
export async function submitProvider(
  deps: Deps,
  caller: SignedIn<ProviderKind>,
  fields: z.output<typeof providerApplicationFields>,
  files: StoredFile<string>[],
) {
  await assertNothingPending(deps.db, caller.userId);
  await assertDocumentsIfRequired(deps.db, files);
  // Files sent without descriptions are "other"; described ones must all be described.
  if (fields.documents.length > 0 && fields.documents.length !== files.length)
    throw new AppError(400, 'DOCUMENTS_MISMATCH', 'documents');
  const city = cityOf(fields.city);
  if (!city) throw new AppError(400, 'CITY_UNKNOWN', 'city');
  return createApplication(
    deps,
    caller.userId,
    caller.role,
    { registrationNumber: fields.registrationNumber, city: city.name, address: fields.address },
    files.map((file, i) => ({ kind: fields.documents[i]?.kind ?? 'other', number: null, file })),
  );
}
