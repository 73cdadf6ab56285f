import { describe, expect, test } from 'vitest';
import * as a from '@contract/appointments';
import { accessHistoryResponse } from '@contract/records';
import {
  TUESDAY,
  appointmentOf,
  book,
  doctorToken,
  doctorUserId,
  get,
  openAppointmentsSuite,
  patient,
  put,
  relay,
} from './setup';

/**
 * A booking's history paper is a record of its patient (issue 15, ADR 0027): the doctor
 * does not see it before accepting the booking, and every read after that is in the
 * patient's access history.
 */

openAppointmentsSuite();

const paper = {
  language: 'en',
  symptoms: [{ symptom: 'chestPain', days: 3 }],
  otherSymptoms: 'Short of breath on the stairs',
} as const;

const listed = async (token: string, id: string) =>
  a.appointmentListResponse
    .parse((await get('/api/appointments', token)).json())
    .data.appointments.find((x) => x._id === id)!;

async function accessOf(token: string) {
  return accessHistoryResponse.parse(
    (await get('/api/records/access-history?limit=100', token)).json(),
  ).data;
}

describe("the booking's history paper", () => {
  test('withheld from the doctor until accepted; each read after that is in the access history', async () => {
    const p = await patient();
    relay.sent.length = 0;
    const booked = appointmentOf(
      await book(p.token, {
        day: 'Tuesday',
        date: TUESDAY,
        start: '10:00',
        end: '10:30',
        historyPaper: paper,
      }),
    );
    // The patient sees her own paper as she wrote it.
    expect(booked.historyPaper?.otherSymptoms).toBe('Short of breath on the stairs');
    expect(booked.historyPaperWithheld).toBe(false);

    // Requested: the doctor's list, the booking itself and the live event carry no paper.
    const pushed = relay.sent.find(
      (m) => m.userId === doctorUserId && m.event === 'appointment_booked',
    )!.payload as { appointment: a.Appointment };
    for (const seen of [
      pushed.appointment,
      await listed(doctorToken, booked._id),
      appointmentOf(await get(`/api/appointments/${booked._id}`, doctorToken)),
    ]) {
      expect(seen.historyPaper).toBeNull();
      expect(seen.historyPaperWithheld).toBe(true);
      expect(JSON.stringify(seen)).not.toContain('Short of breath');
    }
    expect((await accessOf(p.token)).total).toBe(0);

    // Accepted: the doctor reads it, and the patient sees who did.
    const accepted = appointmentOf(
      await put(`/api/appointments/${booked._id}/accept`, doctorToken),
    );
    expect(accepted.historyPaper?.otherSymptoms).toBe('Short of breath on the stairs');
    expect(accepted.historyPaperWithheld).toBe(false);
    const afterAccept = (await accessOf(p.token)).total;
    expect(afterAccept).toBe(1);

    const one = appointmentOf(await get(`/api/appointments/${booked._id}`, doctorToken));
    expect(one.historyPaper?.symptoms).toEqual([{ symptom: 'chestPain', days: 3 }]);
    expect((await listed(doctorToken, booked._id)).historyPaper?.language).toBe('en');
    const history = await accessOf(p.token);
    expect(history.total).toBe(afterAccept + 2);
    expect(history.items[0]).toMatchObject({
      actor: { _id: doctorUserId, name: 'Dr. Aarati Joshi', role: 'doctor' },
      action: 'viewed',
      record: { _id: booked._id, type: 'booking-document' },
    });

    // The patient's own reads are not someone else's access.
    expect((await listed(p.token, booked._id)).historyPaper?.language).toBe('en');
    expect((await accessOf(p.token)).total).toBe(afterAccept + 2);
  });

  test('a booking without a paper is not withheld and reading it is not logged', async () => {
    const p = await patient();
    const booked = appointmentOf(
      await book(p.token, { day: 'Tuesday', date: TUESDAY, start: '10:30', end: '11:00' }),
    );
    const seen = appointmentOf(await get(`/api/appointments/${booked._id}`, doctorToken));
    expect(seen.historyPaper).toBeNull();
    expect(seen.historyPaperWithheld).toBe(false);
    appointmentOf(await put(`/api/appointments/${booked._id}/accept`, doctorToken));
    appointmentOf(await get(`/api/appointments/${booked._id}`, doctorToken));
    expect((await accessOf(p.token)).total).toBe(0);
  });
});
