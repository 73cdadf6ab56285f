import { http } from 'msw';
import { endpoints } from '@contract/endpoints';
import { letterListQuery, letterRequest, type Letter } from '@contract/letters';
import { patientsStore } from './patients';
import * as fixtures from '../fixtures/letters';
import { api, failures, idOf, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

const paths = {
  list: endpoints.letters.path,
  one: endpoints.letter.path,
  send: endpoints.sendLetter.path,
  colleagues: endpoints.careColleagues.path,
};

// ---- The in-memory store: the doctor's letters, changed by save, send and delete ----

let stored: Letter[] = [];
let made = 0;

/** The letters the handlers serve and change; reset before each story. */
export const lettersStore = {
  reset(seed: readonly Letter[] = fixtures.letters) {
    stored = seed.map((l) => ({ ...l }));
    made = 0;
  },
  get letters(): readonly Letter[] {
    return stored;
  },
};
resetBeforeEachStory(() => lettersStore.reset());

const NOW = '2026-11-24T04:15:00.000Z';

/** A letter from the form's body, as the server writes it (or a refusal). */
async function fromBody(request: Request, before?: Letter) {
  const parsed = letterRequest.safeParse(await readJson(request));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return refuse(request, 400, issue.message as never, issue.path.join('.') || undefined);
  }
  const body = parsed.data;
  const patient = patientsStore.patients.find((p) => p.id === body.patientId);
  if (!patient) return refuse(request, 404, 'LETTER_PATIENT_NOT_FOUND', 'patientId');
  const doctor = fixtures.colleagues.doctors.find((d) => d.id === body.recipientId);
  const hospital = fixtures.colleagues.hospitals.find((h) => h.id === body.recipientId);
  const recipient =
    body.recipientType === 'patient'
      ? { _id: patient.id, name: patient.name }
      : body.recipientType === 'doctor' && doctor
        ? { _id: doctor.id, name: doctor.name }
        : body.recipientType === 'hospital' && hospital
          ? { _id: hospital.id, name: hospital.name }
          : null;
  if (!recipient) return refuse(request, 404, 'LETTER_RECIPIENT_NOT_FOUND', 'recipientId');
  made += 1;
  const letter: Letter = {
    _id: before?._id ?? `1e770000-0000-4000-8000-0000000001${String(made).padStart(2, '0')}`,
    type: body.type,
    status: body.send ? 'sent' : 'draft',
    urgency: body.urgency,
    subject: body.subject,
    content: body.content,
    patient: { _id: patient.id, name: patient.name },
    recipientType: body.recipientType,
    recipient,
    author: fixtures.aarati,
    mine: true,
    createdAt: before?.createdAt ?? NOW,
    updatedAt: NOW,
    sentAt: body.send ? NOW : null,
  };
  stored = [letter, ...stored.filter((l) => l._id !== letter._id)];
  return ok({ letter });
}

const byNewest = (a: Letter, b: Letter) =>
  (b.sentAt ?? b.updatedAt).localeCompare(a.sentAt ?? a.updatedAt);

/** GET /letters?status=: the doctor's, newest first, with counts. */
export const letters = {
  success: () =>
    http.get(api(paths.list), ({ request }) => {
      const query = letterListQuery.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return refuse(request, 400, 'VALIDATION');
      const { status } = query.data;
      const all = stored.toSorted(byNewest);
      const data = fixtures.letterList(all);
      return ok({
        ...data,
        letters: status === 'all' ? all : all.filter((l) => l.status === status),
        total: status === 'all' ? data.total : status === 'draft' ? data.drafts : data.sent,
      });
    }),
  empty: () => http.get(api(paths.list), () => ok(fixtures.letterList([]))),
  ...failures('get', paths.list),
};

/** POST /letters: a draft, or sent at once. */
export const createLetter = {
  success: () => http.post(api(paths.list), ({ request }) => fromBody(request)),
  /** The chosen recipient is no longer a verified doctor (the catalogue's row). */
  recipientNotFound: () =>
    http.post(api(paths.list), ({ request }) =>
      refuse(request, 404, 'LETTER_RECIPIENT_NOT_FOUND', 'recipientId'),
    ),
  ...failures('post', paths.list),
};

/** GET /letters/{id}: the store's, or Sita's letter (she is its recipient). */
export const letter = {
  success: () =>
    http.get(api(paths.one), ({ request, params }) => {
      const id = idOf(params);
      const found =
        stored.find((l) => l._id === id) ??
        (id === fixtures.sitasLetter._id ? fixtures.sitasLetter : undefined);
      return found ? ok({ letter: found }) : refuse(request, 404, 'LETTER_NOT_FOUND');
    }),
  notFound: () =>
    http.get(api(paths.one), ({ request }) => refuse(request, 404, 'LETTER_NOT_FOUND')),
  ...failures('get', paths.one),
};

/** PUT /letters/{id}: edits a draft; a sent one is final. */
export const updateLetter = {
  success: () =>
    http.put(api(paths.one), ({ request, params }) => {
      const before = stored.find((l) => l._id === idOf(params));
      if (!before) return refuse(request, 404, 'LETTER_NOT_FOUND');
      if (before.status === 'sent') return refuse(request, 409, 'LETTER_ALREADY_SENT');
      return fromBody(request, before);
    }),
  ...failures('put', paths.one),
};

/** POST /letters/{id}/send. */
export const sendLetter = {
  success: () =>
    http.post(api(paths.send), ({ request, params }) => {
      const before = stored.find((l) => l._id === idOf(params));
      if (!before) return refuse(request, 404, 'LETTER_NOT_FOUND');
      if (before.status === 'sent') return refuse(request, 409, 'LETTER_ALREADY_SENT');
      const sent: Letter = { ...before, status: 'sent', sentAt: NOW, updatedAt: NOW };
      stored = stored.map((l) => (l._id === sent._id ? sent : l));
      return ok({ letter: sent });
    }),
  alreadySent: () =>
    http.post(api(paths.send), ({ request }) => refuse(request, 409, 'LETTER_ALREADY_SENT')),
  ...failures('post', paths.send),
};

/** DELETE /letters/{id}: a draft only. */
export const deleteLetter = {
  success: () =>
    http.delete(api(paths.one), ({ request, params }) => {
      const before = stored.find((l) => l._id === idOf(params));
      if (!before) return refuse(request, 404, 'LETTER_NOT_FOUND');
      if (before.status === 'sent') return refuse(request, 409, 'LETTER_ALREADY_SENT');
      stored = stored.filter((l) => l._id !== before._id);
      return ok({ deleted: before._id });
    }),
  ...failures('delete', paths.one),
};

/**
 * GET /care/colleagues as the letter form reads it (C1's referrals area serves the
 * default; the letters stories name this one so they do not depend on its fixtures).
 */
export const lettersColleagues = {
  success: () =>
    http.get(api(paths.colleagues), ({ request }) => {
      const category = new URL(request.url).searchParams.get('category') ?? 'all';
      return ok({
        doctors: category === 'hospitals' ? [] : fixtures.colleagues.doctors,
        hospitals: category === 'doctors' ? [] : fixtures.colleagues.hospitals,
      });
    }),
};

export const lettersHandlers = () => [
  letters.success(),
  createLetter.success(),
  letter.success(),
  updateLetter.success(),
  sendLetter.success(),
  deleteLetter.success(),
];
