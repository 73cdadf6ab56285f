import { describe, expect, test } from 'vitest';
import { bearer, expectFailure, expectSuccess } from '../harness';
import { call, hospitalId, multipart, nextDate, t, tokenOf } from './setup';

/** A session's max patients (issue 16, ADR 0031): what patients are offered and refused. */
describe('max patients', () => {
  test('a session takes at most its max patients: then no slot is offered and a booking is refused', async () => {
    const doctor = await tokenOf('doctor@demo.np');
    const bir = await hospitalId('Bir Hospital');
    expectSuccess(
      await call('POST', '/api/doctor/schedule', doctor, {
        day: 'Saturday',
        startTime: '14:00',
        endTime: '16:00',
        hospitalId: bir,
        department: 'Cardiology',
        consultationFee: 600,
        maxPatients: 1,
      }),
    );
    const { id: doctorId } = await t.db
      .selectFrom('doctors')
      .select('id')
      .where('nmc_number', '=', 'NMC-12345')
      .executeTakeFirstOrThrow();
    const date = nextDate('Saturday');
    const book = async (email: string, name: string, startTime: string, endTime: string) => {
      const body = await multipart({
        doctorId,
        selectedDay: 'Saturday',
        selectedTimeSlot: JSON.stringify({ startTime, endTime }),
        selectedHospital: bir,
        appointmentData: JSON.stringify({
          patientName: name,
          phone: '9841234567',
          reason: 'Chest pain on exertion',
          date,
        }),
        medicalRecordConsent: 'true',
        includeHistoryPaper: 'false',
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/appointments/enhanced',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(await tokenOf(email)) },
      });
    };
    const first = await book('patient2@demo.np', 'Bikash Gurung', '14:00', '14:30');
    expect(first.statusCode, first.body).toBeLessThan(300);
    const offered = expectSuccess<{ slots: { startTime: string; available: boolean }[] }>(
      await call('GET', `/api/doctors/${doctorId}/slots?date=${date}`, null),
    ).slots.filter((slot) => slot.startTime >= '14:00' && slot.startTime < '16:00');
    expect(offered.length).toBeGreaterThan(1);
    expect(offered.every((slot) => !slot.available)).toBe(true);
    expectFailure(await book('patient@demo.np', 'Sita Sharma', '15:00', '15:30'), 409, {
      code: 'SESSION_FULL',
      field: 'selectedTimeSlot',
    });
  });
});
