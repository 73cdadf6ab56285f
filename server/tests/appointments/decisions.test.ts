import { describe, expect, test } from 'vitest';
import * as a from '@contract/appointments';
import { accessToken, bearer, createUser, expectFailure, expectSuccess } from '../harness';
import {
  openAppointmentsSuite,
  TUESDAY,
  appointmentOf,
  book,
  doctorToken,
  endOf,
  get,
  patient,
  put,
  relay,
  t,
} from './setup';

openAppointmentsSuite();

describe('decisions', () => {
  async function requested(start: string) {
    const p = await patient();
    const appointment = appointmentOf(
      await book(p.token, { day: 'Tuesday', date: TUESDAY, start, end: endOf(start) }),
    );
    return { p, appointment };
  }

  test('accept: confirmed, the records opening is audited, the patient is told', async () => {
    const { p, appointment } = await requested('09:00');
    relay.sent.length = 0;
    const confirmed = appointmentOf(
      await put(`/api/appointments/${appointment._id}/accept`, doctorToken),
    );
    expect(confirmed.status).toBe('confirmed');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'patient_id'])
      .where('subject_id', '=', appointment._id)
      .execute();
    expect(audit).toEqual([{ action: 'records.shared', patient_id: p.id }]);
    expect(relay.sent.filter((e) => e.userId === p.id).map((e) => e.event)).toEqual([
      'appointment_updated',
      'notification',
    ]);

    const en = a.notificationListResponse.parse(
      (await get('/api/notifications', p.token)).json(),
    ).data;
    expect(en.unreadCount).toBe(1);
    expect(en.notifications[0]).toMatchObject({
      type: 'appointment',
      title: 'Appointment confirmed',
      isRead: false,
    });
    const ne = a.notificationListResponse.parse(
      (await get('/api/notifications', p.token, 'ne')).json(),
    ).data;
    expect(ne.notifications[0]!.title).toBe('अपोइन्टमेन्ट पक्का भयो');
  });

  test('illegal moves answer 409 and change nothing', async () => {
    const { p, appointment } = await requested('09:30');
    const id = appointment._id;
    expectFailure(await put(`/api/appointments/${id}`, doctorToken, { status: 'completed' }), 409, {
      code: 'ILLEGAL_TRANSITION',
    });
    expectFailure(await put(`/api/appointments/${id}`, p.token, { status: 'confirmed' }), 409, {
      code: 'ILLEGAL_TRANSITION',
    });
    expectFailure(await put(`/api/appointments/${id}/accept`, p.token), 403, { code: 'FORBIDDEN' });
    appointmentOf(await put(`/api/appointments/${id}`, doctorToken, { status: 'cancelled' }));
    const again = await put(`/api/appointments/${id}/accept`, doctorToken);
    expectFailure(again, 409, { code: 'ILLEGAL_TRANSITION' });
    expect(again.json().message).toBe('An appointment that is cancelled cannot become confirmed.');
    const declined = appointmentOf(await get(`/api/appointments/${id}`, p.token));
    expect(declined).toMatchObject({ status: 'cancelled', cancelReason: 'declined' });
  });

  test('a declined slot is free again', async () => {
    const { appointment } = await requested('10:30');
    appointmentOf(
      await put(`/api/appointments/${appointment._id}`, doctorToken, { status: 'cancelled' }),
    );
    appointmentOf(
      await book((await patient()).token, {
        day: 'Tuesday',
        date: TUESDAY,
        start: '10:30',
        end: '11:00',
      }),
    );
  });

  test('the patient cancels their own confirmed appointment; nobody else sees it', async () => {
    const { p, appointment } = await requested('11:00');
    const id = appointment._id;
    appointmentOf(await put(`/api/appointments/${id}/accept`, doctorToken));
    const other = await patient();
    expectFailure(await get(`/api/appointments/${id}`, other.token), 404, {
      code: 'APPOINTMENT_NOT_FOUND',
    });
    expectFailure(await put(`/api/appointments/${id}`, other.token, { status: 'cancelled' }), 404, {
      code: 'APPOINTMENT_NOT_FOUND',
    });
    const mine = a.appointmentListResponse.parse(
      (await get('/api/appointments', other.token)).json(),
    );
    expect(mine.data.appointments).toEqual([]);
    const cancelled = appointmentOf(
      await put(`/api/appointments/${id}`, p.token, { status: 'cancelled' }),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'patient' });
  });

  test('another doctor cannot see or decide it', async () => {
    const { appointment } = await requested('11:30');
    const stranger = await createUser(t.db, { role: 'doctor' });
    const token = await accessToken(t.tokens, stranger);
    expectFailure(await put(`/api/appointments/${appointment._id}/accept`, token), 404, {
      code: 'APPOINTMENT_NOT_FOUND',
    });
  });

  test('start, complete, then one prescription the patient can read', async () => {
    const { p, appointment } = await requested('12:00');
    const id = appointment._id;
    const prescription = {
      diagnosis: 'Stable angina',
      medications: [
        { name: 'Aspirin', dosage: '75 mg', frequency: 'Once a day', timing: 'after meals' },
      ],
      tests: [{ name: 'Lipid profile', urgency: 'routine' }],
      allergies: ['Penicillin'],
      vitalSigns: { bloodPressure: '140/90', heartRate: '82' },
    };
    expectFailure(
      await t.app.inject({
        method: 'POST',
        url: `/api/appointments/${id}/prescription`,
        headers: bearer(doctorToken),
        payload: prescription,
      }),
      409,
      { code: 'NOT_COMPLETED' },
    );
    appointmentOf(await put(`/api/appointments/${id}/accept`, doctorToken));
    appointmentOf(await put(`/api/appointments/${id}`, doctorToken, { status: 'in-progress' }));
    appointmentOf(await put(`/api/appointments/${id}`, doctorToken, { status: 'completed' }));

    const post = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/appointments/${id}/prescription`,
        headers: bearer(doctorToken),
        payload: body as Record<string, unknown>,
      });
    expectFailure(await post({ ...prescription, diagnosis: ' ' }), 400, {
      code: 'DIAGNOSIS_REQUIRED',
    });
    expectFailure(await post({ ...prescription, medications: [] }), 400, {
      code: 'MEDICATION_REQUIRED',
    });
    expectFailure(
      await post({
        ...prescription,
        medications: [{ name: 'Aspirin', dosage: '', frequency: 'daily' }],
      }),
      400,
      { code: 'MEDICATION_DOSAGE_REQUIRED' },
    );
    const first = await post(prescription);
    expectSuccess(first);
    const created = a.prescriptionResponse.parse(first.json()).data.prescription;
    expect(created).toMatchObject({
      appointmentId: id,
      status: 'active',
      diagnosis: 'Stable angina',
      doctor: { fullName: 'Dr. Aarati Joshi' },
      hospital: { name: 'Bir Hospital' },
    });
    expectFailure(await post(prescription), 409, { code: 'PRESCRIPTION_EXISTS' });

    const theirs = a.prescriptionListResponse.parse(
      (await get('/api/prescriptions', p.token)).json(),
    );
    expect(theirs.data.prescriptions.map((x) => x._id)).toEqual([created._id]);
    expect(theirs.data.prescriptions[0]!.medications[0]).toMatchObject({
      name: 'Aspirin',
      timing: 'after meals',
    });
    const seen = appointmentOf(await get(`/api/appointments/${id}`, p.token));
    expect(seen.hasPrescription).toBe(true);
  });
});
