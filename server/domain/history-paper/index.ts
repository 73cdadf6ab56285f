import type { HistoryPaper } from '@contract/appointments';
import { MAX_HISTORY_PAPER_FILES } from '@contract/patient-dashboard';
import { MAX_RECORD_FILE_BYTES, type RecordFileType } from '@contract/records';
import type { Db } from '../../db/database';
import type { FileRules } from '../../http/uploads';
import type { StoredFile } from '../../http/stored-files';
import { nepalToday } from '../appointments';
import { recordFileTypeOf } from '../records/files';

/**
 * The history paper tab (issue 17; 002 §2, §3 emergency history, §7 `POST /history-paper`):
 * the patient's form, in English, Nepali or Hindi, with attachments, kept as one of their
 * medical records (ADR 0027), so it shows in Records and a doctor reads it once the
 * patient is theirs, through the records' one access rule. Its kind is `emergency-history`
 * (migration 0031), and it keeps the tag too, for the Records tab's search.
 */

export const HISTORY_PAPER_TAG = 'emergency-history';
const TITLES = {
  en: 'Emergency history paper',
  np: 'आपतकालीन इतिहास पत्र',
  hi: 'आपातकालीन इतिहास पत्र',
};

/** How server/http/uploads.ts reads `POST /history-paper`: up to 5 files, 10 MB each. */
export const historyPaperMultipart = {
  submitHistoryPaper: {
    files: {
      maxFiles: MAX_HISTORY_PAPER_FILES,
      maxBytes: MAX_RECORD_FILE_BYTES,
      typeOf: recordFileTypeOf,
      typeError: 'RECORD_FILE_TYPE',
    } satisfies FileRules<RecordFileType>,
    json: ['historyPaperData'],
    booleans: [],
  },
} as const;

const yesNo = (label: string, v: { present: boolean; text: string }) =>
  `${label}: ${v.present ? `yes${v.text ? ` (${v.text})` : ''}` : 'no'}`;

/** The paper as the record's description: plain lines a doctor reads at a glance. */
export function describeHistoryPaper(paper: HistoryPaper): string {
  const lines = [
    paper.symptoms.length
      ? `Symptoms: ${paper.symptoms.map((s) => `${s.symptom} ${s.days} d`).join(', ')}`
      : 'Symptoms: none',
    paper.otherSymptoms && `Other symptoms: ${paper.otherSymptoms}`,
    `Past history: ${paper.pastHistory ? `yes${paper.pastHistoryDetails ? ` (${paper.pastHistoryDetails})` : ''}` : 'no'}`,
    yesNo('Family history', paper.familyHistory),
    yesNo('Known diseases', paper.knownDiseases),
    yesNo('Allergies', paper.allergies),
  ];
  return lines.filter(Boolean).join('\n').slice(0, 2000);
}

/** Keeps the paper and its attachments as a record of the patient's, in one transaction. */
export async function saveHistoryPaper(
  db: Db,
  patientId: string,
  paper: HistoryPaper,
  files: StoredFile<RecordFileType>[],
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const patient = await trx
      .selectFrom('users')
      .select('name')
      .where('id', '=', patientId)
      .executeTakeFirstOrThrow();
    const title = TITLES[paper.language];
    const record = await trx
      .insertInto('medical_records')
      .values({
        patient_id: patientId,
        type: 'emergency-history',
        title,
        description: describeHistoryPaper(paper),
        tags: JSON.stringify([HISTORY_PAPER_TAG, paper.language]),
        record_date: nepalToday(now),
        signature: patient.name.slice(0, 200),
        uploaded_by: patientId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [position, file] of files.entries())
      await trx
        .insertInto('medical_record_files')
        .values({
          record_id: record.id,
          owner_id: patientId,
          name: file.name,
          type: file.type,
          size: file.size,
          stored_name: file.storedName,
          position,
        })
        .execute();
    return { recordId: record.id, title, attachments: files.length };
  });
}
