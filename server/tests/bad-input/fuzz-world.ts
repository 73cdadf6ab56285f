import { sql } from 'kysely';
import { endpoints, type EndpointName } from '@contract/endpoints';
import { roles, type Role } from '@contract/roles';
import { DEMO_DOCTOR_ID } from '../../domain/seed-directory';
import { accessToken, bearer, createUser, demoUser, expectSuccess, validBodies } from '../harness';
import { PNG, bookingFields, fieldParts, multipart, postFields, type Part } from './forms';
import { t } from './setup';
import { prescriptionIds, recordsWorld } from './fuzz-world-records';
import {
  portalBodies,
  portalFiles,
  portalMultipart,
  portalParam,
  portalWorld,
} from './fuzz-world-portal';

/**
 * What the contract fuzz test starts from: a signed-in person of every role, real ids
 * for every path parameter (a doctor, a provider of each kind, the patient's appointment,
 * a post with its media and a comment), and for every endpoint a request that its
 * schemas accept, so one hostile field at a time is what the server has to judge.
 */

export type World = {
  headers: Record<Role | 'anonymous', Record<string, string>>;
  /** Real ids by the kind of thing a path names. */
  ids: Record<string, string>;
  /** A query, a JSON body and multipart fields each endpoint's schemas accept. */
  query: Partial<Record<EndpointName, Record<string, string>>>;
  body: Partial<Record<EndpointName, Record<string, unknown>>>;
  multipart: Partial<Record<EndpointName, Record<string, unknown>>>;
  /** Files every multipart request of an endpoint carries (an application needs its document). */
  files: Partial<Record<EndpointName, Part[]>>;
  /** Who calls an endpoint instead of a demo account: someone it is meant for (an applicant). */
  callers: Partial<Record<EndpointName, Record<string, string>>>;
};

const dayAfter = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

/** The path parameter `name` of endpoint `endpoint`, as a real id of what its path names. */
export function realParam(world: World, endpoint: EndpointName, name: string): string {
  if (name === 'commentId') return world.ids.comment!;
  if (name === 'token') return 'not-a-real-reset-link-token';
  if (name === 'kind') return 'labs';
  // issue 15 · records: the demo patient's own record, file and (for the doctor) records.
  if (endpoint === 'recordFile' || endpoint === 'recordFileShort')
    return name === 'userId' ? world.ids.recordsPatient! : world.ids.recordFile!;
  if (endpoint === 'record') return world.ids.record!;
  if (endpoint === 'deleteRecord') return world.ids.spareRecord!;
  if (endpoint === 'patientRecords') return world.ids.recordsPatient!;
  // issue 15 · patients: the demo patient is one of the demo doctor's patients.
  if (endpoint === 'doctorPatientCritical') return world.ids.recordsPatient!;
  // issue 15 · prescriptions: the demo patient's upload; other prescription paths take ids.prescriptions.
  if (endpoint === 'uploadedPrescriptionFile' || endpoint === 'uploadedPrescriptionSignature')
    return world.ids.uploadedPrescription!;
  // issue 15 · rx-verify: a real prescription's code.
  if (endpoint === 'verifyRx') return world.ids.rxCode!;
  // issue 14 · provider ratings: the demo patient rates a listed hospital.
  if (endpoint === 'rateProvider' || endpoint === 'myProviderRating') return world.ids.hospitals!;
  const portal = portalParam(world.ids, endpoint);
  if (portal) return portal;
  if (name === 'file') return world.ids.donationQr!;
  if (endpoint === 'deleteProvider') return world.ids.spareLab!;
  if (endpoint === 'deleteAmbulance') return world.ids.spareAmbulance!;
  if (endpoint === 'updateAmbulance') return world.ids.adminAmbulance!;
  if (endpoint === 'updateAdminUser' || endpoint === 'setUserStatus') return world.ids.adminUser!;
  const path = endpoints[endpoint].path;
  if (path.startsWith('/feed/media/')) return world.ids.media!;
  const own: Partial<Record<EndpointName, string>> = {
    verificationDocument: 'verificationDocument',
    verificationApplication: 'doctorApplication',
    approveDoctor: 'doctorApplication',
    approvePatient: 'patientApplication',
    approveProvider: 'providerApplication',
  };
  if (own[endpoint]) return world.ids[own[endpoint]]!;
  if (path.startsWith('/admin/providers/')) return world.ids.adminLab!;
  if (endpoint === 'acceptAppointment') return world.ids.requested!;
  if (endpoint === 'prescribe') return world.ids.completed!;
  const kind = path.split('/')[1]!;
  return world.ids[kind] ?? world.ids.feed!;
}

async function bookableSlot(doctorId: string) {
  for (let days = 2; days < 30; days += 1) {
    const date = dayAfter(days);
    const res = await t.app.inject({ url: `/api/doctors/${doctorId}/slots?date=${date}` });
    if (res.statusCode !== 200) continue;
    const slots = (
      res.json() as {
        data: {
          slots: {
            startTime: string;
            endTime: string;
            available: boolean;
            hospital: { _id: string };
          }[];
        };
      }
    ).data.slots;
    const free = slots.find((s) => s.available);
    if (free) return { date, day: weekdayOf(date), slot: free };
  }
  throw new Error('the demo doctor has no free slot in the next month');
}

/** What each kind of applicant sends to be verified (issue 14), with its document. */
const applications = {
  applyDoctorVerification: {
    role: 'doctor',
    fields: {
      nmcNumber: '31415',
      fullName: 'Dr. Fuzz Test',
      specialization: 'Cardiology',
      verificationLink: 'https://nmc.org.np/register/31415',
      documents: [{ kind: 'nmcCertificate', number: '31415' }],
    },
    file: 'documents',
  },
  applyPatientVerification: {
    role: 'patient',
    fields: { documentType: 'citizenship', documentNumber: '12-34-56789' },
    file: 'documentImage',
  },
  applyProviderVerification: {
    role: 'hospital',
    fields: {
      registrationNumber: 'REG-2020/123',
      city: 'Kathmandu',
      address: 'Teku',
      documents: [{ kind: 'registrationCertificate' }],
    },
    file: 'documents',
  },
} as const;

/** A new, unverified account of `role` and its headers. */
async function applicant(role: Role) {
  const user = await createUser(t.db, { role });
  return bearer(await accessToken(t.tokens, user));
}

/** An application sent in full; its id and its first document's. */
async function apply(name: keyof typeof applications) {
  const { role, fields, file } = applications[name];
  const form = multipart([
    ...fieldParts(fields),
    { name: file, file: PNG, filename: 'document.png' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${endpoints[name].path}`,
    payload: form.payload,
    headers: { ...form.headers, ...(await applicant(role)) },
  });
  const { application } = expectSuccess<{
    application: { _id: string; files: { _id: string }[] };
  }>(res, res.statusCode === 201 ? 201 : 200);
  return { id: application._id, document: application.files[0]!._id };
}

/** Uploads a donation QR as the admin; the stored file's name, for its public image. */
async function donationQrFile(admin: Record<string, string>) {
  const form = multipart([{ name: 'qr', file: PNG, filename: 'qr.png' }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${endpoints.uploadDonationQr.path}`,
    payload: form.payload,
    headers: { ...form.headers, ...admin },
  });
  return expectSuccess<{ qrUrl: string }>(res).qrUrl.split('/').at(-1)!;
}

export async function buildWorld(): Promise<World> {
  const headers = { anonymous: {} } as World['headers'];
  const users = {} as Record<Role, { id: string }>;
  for (const role of roles) {
    const user = role === 'public' ? await createUser(t.db, { role }) : await demoUser(t.db, role);
    users[role] = user;
    headers[role] = bearer(await accessToken(t.tokens, user));
  }
  const first = async (query: ReturnType<typeof sql<{ id: string }>>) =>
    (await query.execute(t.db)).rows[0]?.id ?? '00000000-0000-4000-8000-000000000000';
  const ids: Record<string, string> = { doctors: DEMO_DOCTOR_ID };
  for (const [kind, type] of [
    ['hospitals', 'hospital'],
    ['labs', 'lab'],
    ['pharmacies', 'pharmacy'],
    ['ambulances', 'ambulance'],
  ] as const)
    ids[kind] = await first(
      sql`select id from providers where type = ${type}
        and status = 'active' and verification_status = 'verified' order by name limit 1`,
    );
  // issue 14 · providers: unlisted rows the admin's endpoints change (one to edit, one to delete).
  const unlisted = (type: string, offset: number) =>
    first(sql`select id from providers where type = ${type}
      and (status <> 'active' or verification_status <> 'verified') order by name, id
      limit 1 offset ${offset}`);
  ids.adminLab = await unlisted('lab', 0);
  ids.spareLab = await unlisted('lab', 1);
  ids.adminAmbulance = await unlisted('ambulance', 0);
  ids.spareAmbulance = await unlisted('ambulance', 1);
  // issue 14 · users: a seeded suspended patient the admin's user endpoints change.
  ids.adminUser = await first(sql`select id from users where email = 'kamal.karki@demo.np'`);
  // The demo patient's open appointment with the demo doctor (requested, else confirmed):
  // both sides may act on it. Ordered fully, since the rows' physical order differs by engine.
  ids.appointments = await first(
    sql`select id from appointments where patient_id = ${users.patient.id}
      order by (doctor_id = ${DEMO_DOCTOR_ID}) desc, (status = 'requested') desc,
        (status = 'confirmed') desc, id limit 1`,
  );
  // The demo doctor's own: one to accept, one completed to prescribe for.
  ids.requested = await first(
    sql`select id from appointments where doctor_id = ${DEMO_DOCTOR_ID} and status = 'requested'
      limit 1`,
  );
  ids.completed = await first(
    sql`select a.id from appointments a where a.doctor_id = ${DEMO_DOCTOR_ID}
      and a.status = 'completed'
      and not exists (select 1 from prescriptions p where p.appointment_id = a.id) limit 1`,
  );
  ids.notifications = await first(
    sql`select id from notifications where user_id = ${users.patient.id} limit 1`,
  );
  // A public post of the demo doctor, with an image, and the patient's comment on it.
  const form = multipart([
    ...fieldParts(postFields()),
    { name: 'media', file: PNG, filename: 'clinic.png' },
  ]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/feed',
    payload: form.payload,
    headers: { ...form.headers, ...headers.doctor },
  });
  const post = expectSuccess<{ post: { _id: string; media: { _id: string }[] } }>(created).post;
  ids.feed = post._id;
  ids.media = post.media[0]!._id;
  const commented = await t.app.inject({
    method: 'POST',
    url: `/api/feed/${post._id}/comments`,
    headers: headers.patient,
    payload: { content: 'Thank you, doctor.' },
  });
  ids.comment = expectSuccess<{ comment: { _id: string } }>(commented).comment._id;

  // Applications an admin can open and decide, and a document of one.
  const doctorApplication = await apply('applyDoctorVerification');
  ids.doctorApplication = doctorApplication.id;
  ids.verificationDocument = doctorApplication.document;
  ids.patientApplication = (await apply('applyPatientVerification')).id;
  ids.providerApplication = (await apply('applyProviderVerification')).id;
  const files: World['files'] = {};
  const callers: World['callers'] = { verificationDocument: headers.admin };
  for (const [name, { role, file }] of Object.entries(applications)) {
    files[name as EndpointName] = [{ name: file, file: PNG, filename: 'document.png' }];
    callers[name as EndpointName] = await applicant(role);
  }
  // issue 14 · donation: the QR upload's file, and a current QR for its public image.
  files.uploadDonationQr = [{ name: 'qr', file: PNG, filename: 'qr.png' }];
  Object.assign(files, portalFiles);
  ids.donationQr = await donationQrFile(headers.admin);

  // issue 15 · records: a record to read and its file, one to delete, an upload's handle.
  const records = await recordsWorld(users.patient.id, headers.patient);
  Object.assign(ids, records.ids);
  files.fileUpload = [{ name: 'file', file: PNG, filename: 'scan.png' }];
  // issue 15 · prescriptions: the demo patient's active one, her upload, one to write New for.
  Object.assign(ids, await prescriptionIds(users.patient.id, ids.completed!, first));
  files.uploadPrescription = [{ name: 'prescriptionFile', file: PNG, filename: 'parcha.png' }];
  // Issues 16 and 17: the doctor's workspace and the patient portal.
  await portalWorld(users, ids, first);
  callers.order = headers.patient;
  callers.cancelOrder = headers.patient;

  const free = await bookableSlot(DEMO_DOCTOR_ID);
  const booking = bookingFields(DEMO_DOCTOR_ID, free.slot.hospital._id, free.date);
  const listed = { limit: '5' };
  return {
    headers,
    ids,
    query: {
      contactMessages: listed,
      doctors: { specialty: 'Cardiology', limit: '5' },
      doctorsNearby: { lat: '27.7', lng: '85.32', radius: '20', limit: '5' },
      doctorsSearch: { q: 'heart', location: 'Kathmandu', rating: '3', limit: '5' },
      search: { q: 'bir', type: 'all', location: 'Kathmandu', rating: '3', limit: '5' },
      hospitals: listed,
      hospitalsSearch: { q: 'bir', location: 'Kathmandu', limit: '5' },
      hospitalsNearby: { lat: '27.7', lng: '85.32', limit: '5' },
      labs: listed,
      labsSearch: { q: 'lab', limit: '5' },
      pharmacies: listed,
      pharmaciesSearch: { q: 'pasal', limit: '5' },
      ambulances: listed,
      ambulancesSearch: { q: 'red cross', limit: '5' },
      ambulancesNearby: { lat: '27.7', lng: '85.32', limit: '5' },
      doctorSlots: { date: free.date },
      appointments: { when: 'all', status: 'requested' },
      notifications: { filter: 'all', limit: '5' },
      pendingApprovals: { search: 'Fuzz', type: 'all', page: '1', limit: '5' },
      adminUsers: {
        search: 'Karki',
        role: 'all',
        status: 'all',
        sort: 'name',
        order: 'asc',
        page: '1',
        limit: '5',
      },
      feed: { category: 'Disease Awareness', provider: 'doctors', contentType: 'post', limit: '5' },
      myPosts: { limit: '5' },
      postComments: { limit: '5' },
    },
    body: {
      ...validBodies,
      postViews: { postIds: [post._id] },
      createRecord: { ...validBodies.createRecord, files: [records.handle] },
      createPrescription: { ...validBodies.createPrescription, appointmentId: ids.unwritten },
      ...portalBodies(ids),
    },
    files,
    callers,
    multipart: {
      book: {
        ...booking,
        selectedDay: free.day,
        selectedTimeSlot: { startTime: free.slot.startTime, endTime: free.slot.endTime },
      },
      createPost: postFields(),
      updatePost: { ...postFields(), removeMedia: [] },
      ...Object.fromEntries(Object.entries(applications).map(([n, a]) => [n, a.fields])),
      uploadDonationQr: {},
      fileUpload: { category: 'medical-records' },
      ...portalMultipart,
      uploadPrescription: {
        doctorName: 'Dr. Ramesh Adhikari',
        hospitalName: 'Bhaktapur Community Clinic',
        diagnosis: 'Allergic rhinitis',
        notes: '',
        signature: `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`,
      },
    },
  };
}
