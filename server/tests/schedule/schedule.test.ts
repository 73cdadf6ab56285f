import { describe, expect, test } from 'vitest';
import { errorText } from '@contract/errors';
import { scheduleSlotResponse, type ScheduleSlot } from '@contract/schedule';
import { bearer, expectFailure, expectSuccess } from '../harness';
import { call, hospitalId, multipart, nextDate, slotsOf, t, tokenOf } from './setup';

/** The doctor's weekly slots (issue 16, ADR 0031): what the doctor and the patients see. */
describe('the weekly schedule', () => {
  test('a doctor adds, edits and deletes a slot; patients see it at once; every change is audited', async () => {
    const doctor = await tokenOf('doctor@demo.np');
    const before = await slotsOf(doctor);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((s) => s.hospitalName)).toBe(true);

    const bir = await hospitalId('Bir Hospital');
    const created = scheduleSlotResponse.parse(
      (
        await call('POST', '/api/doctor/schedule', doctor, {
          day: 'Thursday',
          startTime: '08:00',
          endTime: '11:30',
          hospitalId: bir,
          department: 'Other',
          departmentOther: 'Heart failure clinic',
          consultationFee: 750.5,
          maxPatients: 12,
        })
      ).json(),
    ).data.slot;
    expect(created).toMatchObject({
      day: 'Thursday',
      hospitalName: 'Bir Hospital',
      department: 'Other',
      departmentOther: 'Heart failure clinic',
      consultationFee: 750.5,
      maxPatients: 12,
      upcomingBookings: 0,
    });
    expect((await slotsOf(doctor)).map((s) => s._id)).toContain(created._id);

    // The public pages read the same schedule.
    const { id: doctorId } = await t.db
      .selectFrom('doctors')
      .select('id')
      .where('nmc_number', '=', 'NMC-12345')
      .executeTakeFirstOrThrow();
    const availability = expectSuccess<{
      availability: Record<
        string,
        { startTime: string; consultationFee: number; hospital: { department: string } }[]
      >;
    }>(await call('GET', `/api/doctors/${doctorId}/availability`, null));
    expect(availability.availability.Thursday).toEqual([
      expect.objectContaining({
        startTime: '08:00',
        consultationFee: 750.5,
        hospital: expect.objectContaining({ department: 'Heart failure clinic' }),
      }),
    ]);
    const schedule = expectSuccess<{ schedule: { day: string; startTime: string }[] }>(
      await call('GET', `/api/doctors/${doctorId}/schedule`, null),
    );
    expect(schedule.schedule).toContainEqual(
      expect.objectContaining({ day: 'Thursday', startTime: '08:00' }),
    );
    const slots = expectSuccess<{ slots: { startTime: string }[] }>(
      await call('GET', `/api/doctors/${doctorId}/slots?date=${nextDate('Thursday')}`, null),
    );
    expect(slots.slots[0]?.startTime).toBe('08:00');

    // Edit: the day is fixed.
    const edit = {
      startTime: '08:30',
      endTime: '12:00',
      hospitalId: bir,
      department: 'Cardiology',
      consultationFee: 800,
      maxPatients: 10,
    };
    expectFailure(
      await call('PUT', `/api/doctor/schedule/${created._id}`, doctor, { ...edit, day: 'Friday' }),
      400,
      { code: 'DAY_CHANGE_NOT_ALLOWED', field: 'day' },
    );
    const edited = scheduleSlotResponse.parse(
      (
        await call('PUT', `/api/doctor/schedule/${created._id}`, doctor, {
          ...edit,
          day: 'Thursday',
        })
      ).json(),
    ).data.slot;
    expect(edited).toMatchObject({
      day: 'Thursday',
      startTime: '08:30',
      department: 'Cardiology',
      departmentOther: '',
    });

    expectSuccess(await call('DELETE', `/api/doctor/schedule/${created._id}`, doctor));
    expect((await slotsOf(doctor)).map((s) => s._id)).not.toContain(created._id);
    expectFailure(await call('DELETE', `/api/doctor/schedule/${created._id}`, doctor), 404, {
      code: 'SLOT_NOT_FOUND',
    });

    const audited = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('subject_type', '=', 'schedule-slot')
      .where('subject_id', '=', created._id)
      .orderBy('id')
      .execute();
    expect(audited.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(JSON.stringify(audited[1]!.details)).toContain('"startTime":"08:00"');
    expect(JSON.stringify(audited[1]!.details)).toContain('"startTime":"08:30"');
  });

  test('refusals: required fields, times, fee, department, overlap naming the clash, another doctor’s slot', async () => {
    const doctor = await tokenOf('doctor@demo.np');
    const bir = await hospitalId('Bir Hospital');
    const good = {
      day: 'Sunday',
      startTime: '14:00',
      endTime: '16:00',
      hospitalId: bir,
      department: 'Cardiology',
      consultationFee: 500,
      maxPatients: 8,
    };
    expectFailure(
      await call('POST', '/api/doctor/schedule', doctor, { ...good, startTime: '' }),
      400,
      {
        code: 'SLOT_FIELDS_REQUIRED',
        field: 'startTime',
        message: 'Please fill in all required fields',
      },
    );
    expectFailure(
      await call('POST', '/api/doctor/schedule', doctor, { ...good, endTime: '13:00' }),
      400,
      {
        code: 'SLOT_END_BEFORE_START',
        field: 'endTime',
      },
    );
    expectFailure(
      await call('POST', '/api/doctor/schedule', doctor, { ...good, consultationFee: 10.005 }),
      400,
      {
        code: 'FEE_INVALID',
      },
    );
    expectFailure(
      await call('POST', '/api/doctor/schedule', doctor, { ...good, consultationFee: -1 }),
      400,
      {
        code: 'FEE_INVALID',
      },
    );
    expectFailure(
      await call('POST', '/api/doctor/schedule', doctor, { ...good, maxPatients: 0 }),
      400,
      {
        code: 'MAX_PATIENTS_INVALID',
      },
    );
    expectFailure(
      await call('POST', '/api/doctor/schedule', doctor, { ...good, department: 'Other' }),
      400,
      {
        code: 'DEPARTMENT_OTHER_REQUIRED',
        field: 'departmentOther',
      },
    );
    expectFailure(
      await call('POST', '/api/doctor/schedule', doctor, {
        ...good,
        hospitalId: '00000000-0000-4000-8000-000000000000',
      }),
      400,
      { code: 'HOSPITAL_NOT_FOUND', field: 'hospitalId' },
    );
    // Sunday 09:00-13:00 at Bir Hospital is seeded.
    const overlap = expectFailure(
      await call('POST', '/api/doctor/schedule', doctor, {
        ...good,
        startTime: '12:00',
        endTime: '15:00',
      }),
      409,
      { code: 'SLOT_OVERLAP', field: 'startTime' },
    );
    expect(overlap.message).toBe('This time overlaps your Sunday slot 09:00–13:00 at Bir Hospital');
    const ne = expectFailure(
      await call(
        'POST',
        '/api/doctor/schedule',
        doctor,
        { ...good, startTime: '12:00', endTime: '15:00' },
        'ne',
      ),
      409,
    );
    expect(ne.message).toBe(
      errorText('SLOT_OVERLAP', 'ne', {
        day: 'Sunday',
        start: '09:00',
        end: '13:00',
        hospital: 'Bir Hospital',
      }),
    );
    // Touching is not overlapping.
    const touching = scheduleSlotResponse.parse(
      (
        await call('POST', '/api/doctor/schedule', doctor, {
          ...good,
          startTime: '13:00',
          endTime: '14:00',
        })
      ).json(),
    ).data.slot;
    expect(touching.startTime).toBe('13:00');

    // Another doctor's slot is not found, to read, edit or delete.
    const other = await tokenOf('doctor2@demo.np');
    const theirs: ScheduleSlot = (await slotsOf(other))[0]!;
    expect(theirs).toBeDefined();
    expect((await slotsOf(doctor)).map((s) => s._id)).not.toContain(theirs._id);
    expectFailure(
      await call('PUT', `/api/doctor/schedule/${theirs._id}`, doctor, { ...good, day: theirs.day }),
      404,
      { code: 'SLOT_NOT_FOUND' },
    );
    expectFailure(await call('DELETE', `/api/doctor/schedule/${theirs._id}`, doctor), 404, {
      code: 'SLOT_NOT_FOUND',
    });
    expectFailure(await call('DELETE', '/api/doctor/schedule/not-an-id', doctor), 404, {
      code: 'SLOT_NOT_FOUND',
    });
    expect((await slotsOf(other)).map((s) => s._id)).toContain(theirs._id);
    // Patients do not reach the doctor's schedule.
    const patient = await tokenOf('patient@demo.np');
    expectFailure(await call('GET', '/api/doctor/schedule', patient), 403);
  });

  test('a slot with a coming booking cannot be deleted or moved away from it', async () => {
    const doctor = await tokenOf('doctor@demo.np');
    const bir = await hospitalId('Bir Hospital');
    const slot = scheduleSlotResponse.parse(
      (
        await call('POST', '/api/doctor/schedule', doctor, {
          day: 'Saturday',
          startTime: '10:00',
          endTime: '12:00',
          hospitalId: bir,
          department: 'Cardiology',
          consultationFee: 600,
          maxPatients: 6,
        })
      ).json(),
    ).data.slot;
    const { id: doctorId } = await t.db
      .selectFrom('doctors')
      .select('id')
      .where('nmc_number', '=', 'NMC-12345')
      .executeTakeFirstOrThrow();
    const date = nextDate('Saturday');
    const patient = await tokenOf('patient@demo.np');
    const body = await multipart({
      doctorId,
      selectedDay: 'Saturday',
      selectedTimeSlot: JSON.stringify({ startTime: '10:30', endTime: '11:00' }),
      selectedHospital: bir,
      appointmentData: JSON.stringify({
        patientName: 'Sita Sharma',
        phone: '9841234567',
        reason: 'Palpitations after climbing stairs',
        date,
      }),
      medicalRecordConsent: 'true',
      includeHistoryPaper: 'false',
    });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/enhanced',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(patient) },
    });
    expect(booked.statusCode, booked.body).toBeLessThan(300);
    expect((await slotsOf(doctor)).find((s) => s._id === slot._id)?.upcomingBookings).toBe(1);

    const refused = expectFailure(
      await call('DELETE', `/api/doctor/schedule/${slot._id}`, doctor),
      409,
      {
        code: 'SLOT_HAS_BOOKINGS',
      },
    );
    expect(refused.message).toBe(
      'This slot has 1 upcoming booking(s). Cancel or reschedule them first.',
    );
    const edit = {
      startTime: '11:00',
      endTime: '12:00',
      hospitalId: bir,
      department: 'Cardiology',
      consultationFee: 650,
      maxPatients: 6,
    };
    expectFailure(await call('PUT', `/api/doctor/schedule/${slot._id}`, doctor, edit), 409, {
      code: 'SLOT_HAS_BOOKINGS',
    });
    // A change that keeps the booking inside the slot is fine.
    const widened = expectSuccess<{ slot: ScheduleSlot }>(
      await call('PUT', `/api/doctor/schedule/${slot._id}`, doctor, {
        ...edit,
        startTime: '09:30',
        endTime: '12:30',
      }),
    ).slot;
    expect(widened).toMatchObject({
      startTime: '09:30',
      consultationFee: 650,
      upcomingBookings: 1,
    });
  });
});
