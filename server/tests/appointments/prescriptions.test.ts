import { describe, expect, test } from 'vitest';
import * as a from '@contract/appointments';
import { bearer, expectFailure, expectSuccess } from '../harness';
import {
  openAppointmentsSuite,
  TUESDAY,
  appointmentOf,
  book,
  doctorToken,
  endOf,
  patient,
  put,
  setNow,
  t,
} from './setup';

openAppointmentsSuite();

/** 001 §5's follow-up rules, enforced by the server on its own day in Nepal. */
describe('prescription follow-up', () => {
  async function completed(start: string) {
    const p = await patient();
    const { _id: id } = appointmentOf(
      await book(p.token, { day: 'Tuesday', date: TUESDAY, start, end: endOf(start) }),
    );
    appointmentOf(await put(`/api/appointments/${id}/accept`, doctorToken));
    appointmentOf(await put(`/api/appointments/${id}`, doctorToken, { status: 'in-progress' }));
    appointmentOf(await put(`/api/appointments/${id}`, doctorToken, { status: 'completed' }));
    return id;
  }

  const prescribe = (id: string, followUp: unknown, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/appointments/${id}/prescription`,
      headers: { ...bearer(doctorToken), 'accept-language': lang },
      payload: {
        diagnosis: 'Stable angina',
        medications: [{ name: 'Aspirin', dosage: '75 mg', frequency: 'Once a day' }],
        followUp,
      },
    });

  test('a follow-up that is needed needs a date, in the reader’s language', async () => {
    const id = await completed('09:00');
    expectFailure(await prescribe(id, { required: true, notes: 'Bring the ECG' }), 400, {
      code: 'FOLLOW_UP_DATE_REQUIRED',
      field: 'followUp.date',
      message: 'Please choose the follow-up date',
    });
    expectFailure(await prescribe(id, { required: true }, 'ne'), 400, {
      code: 'FOLLOW_UP_DATE_REQUIRED',
      field: 'followUp.date',
      message: 'कृपया फलो-अप मिति छान्नुहोस्',
    });
    // Nothing was kept: the prescription can still be written, without a follow-up.
    expectSuccess(await prescribe(id, { required: false }));
  });

  test('the follow-up date is not before today in Nepal, even while it is yesterday in UTC', async () => {
    const id = await completed('09:30');
    // 00:45 on Saturday 21 November in Kathmandu; still Friday the 20th in UTC.
    setNow(new Date('2026-11-20T19:00:00Z'));
    expectFailure(await prescribe(id, { required: true, date: '2026-11-20' }), 400, {
      code: 'FOLLOW_UP_DATE_PAST',
      field: 'followUp.date',
      message: 'The follow-up date cannot be in the past',
    });
    expectFailure(await prescribe(id, { required: true, date: '2026-10-01' }, 'ne'), 400, {
      code: 'FOLLOW_UP_DATE_PAST',
      field: 'followUp.date',
      message: 'फलो-अप मिति बितिसकेको दिन हुन सक्दैन',
    });
    // Today in Nepal is the earliest date it takes.
    const res = await prescribe(id, { required: true, date: '2026-11-21', notes: 'Fasting' });
    expectSuccess(res);
    expect(a.prescriptionResponse.parse(res.json()).data.prescription.followUp).toEqual({
      required: true,
      date: '2026-11-21',
      notes: 'Fasting',
    });
  });
});
