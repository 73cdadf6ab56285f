import { describe, expect, test } from 'vitest';
import { doctorHospitalsResponse } from '@contract/schedule';
import { accessToken, demoUser, expectFailure, expectSuccess } from '../harness';
import { call, hospitalId, t, tokenOf } from './setup';

/** The doctor's hospitals (issue 16, ADR 0031): Add Hospital and connection requests. */
describe('hospitals', () => {
  test('Add Hospital: pending in the admins’ provider table, not public, not usable for a slot until verified', async () => {
    const doctor = await tokenOf('doctor@demo.np');
    expectFailure(
      await call('POST', '/api/doctor/hospitals', doctor, {
        name: '',
        type: 'Private',
        city: 'Pokhara',
        phone: '9856012345',
      }),
      400,
      { code: 'HOSPITAL_FIELDS_REQUIRED', field: 'name' },
    );
    expectFailure(
      await call('POST', '/api/doctor/hospitals', doctor, {
        name: 'X',
        type: 'Private',
        city: 'Pokhara',
        phone: '12',
      }),
      400,
      { code: 'PHONE_INVALID', field: 'phone' },
    );
    expectFailure(
      await call('POST', '/api/doctor/hospitals', doctor, {
        name: 'Bir Hospital',
        type: 'Government',
        city: 'Kathmandu',
        phone: '014221119',
      }),
      409,
      { code: 'HOSPITAL_EXISTS' },
    );
    const added = expectSuccess<{
      hospital: { _id: string; verified: boolean; addedByMe: boolean; connectionStatus: string };
    }>(
      await call('POST', '/api/doctor/hospitals', doctor, {
        name: 'Seti Zonal Community Hospital',
        type: 'Community',
        city: 'Dhangadhi',
        phone: '9858421234',
        registrationNumber: 'REG-2081-447',
      }),
    ).hospital;
    expect(added).toMatchObject({ verified: false, addedByMe: true, connectionStatus: 'pending' });

    const mine = doctorHospitalsResponse.parse(
      (await call('GET', '/api/doctor/hospitals', doctor)).json(),
    ).data;
    expect(mine.hospitals.find((h) => h._id === added._id)?.name).toBe(
      'Seti Zonal Community Hospital',
    );
    expect(mine.hospitals.some((h) => h.name === 'Bir Hospital' && h.hasSlots)).toBe(true);

    const admin = await accessToken(t.tokens, await demoUser(t.db, 'admin'));
    const table = expectSuccess<{
      items: { id: string; verificationStatus?: string; name: string }[];
    }>(await call('GET', '/api/admin/providers/hospitals?search=Seti%20Zonal', admin));
    expect(table.items.map((i) => i.id)).toContain(added._id);
    expect(JSON.stringify(table.items.find((i) => i.id === added._id))).toContain('pending');

    const slot = {
      day: 'Monday',
      startTime: '07:00',
      endTime: '08:00',
      hospitalId: added._id,
      department: 'Cardiology',
      consultationFee: 300,
      maxPatients: 4,
    };
    expectFailure(await call('POST', '/api/doctor/schedule', doctor, slot), 409, {
      code: 'HOSPITAL_NOT_VERIFIED',
      field: 'hospitalId',
    });
    expect((await call('GET', `/api/hospitals/${added._id}`, null)).statusCode).toBe(404);

    // Once an admin verifies it, the doctor can use it.
    expectSuccess(await call('PUT', `/api/admin/providers/hospitals/${added._id}/verify`, admin));
    expectSuccess(await call('POST', '/api/doctor/schedule', doctor, slot));
  });

  test('a connection request is stored pending and listed with its status; twice is refused', async () => {
    const doctor = await tokenOf('doctor@demo.np');
    const norvic = await hospitalId('Norvic International Hospital');
    const request = expectSuccess<{ request: { status: string; hospitalName: string } }>(
      await call('POST', `/api/doctor/hospitals/${norvic}/connect`, doctor),
    ).request;
    expect(request).toMatchObject({
      status: 'pending',
      hospitalName: 'Norvic International Hospital',
    });
    expectFailure(await call('POST', `/api/doctor/hospitals/${norvic}/connect`, doctor), 409, {
      code: 'CONNECTION_EXISTS',
    });
    expectFailure(await call('POST', '/api/doctor/hospitals/nope/connect', doctor), 404, {
      code: 'HOSPITAL_NOT_FOUND',
    });
    const mine = doctorHospitalsResponse.parse(
      (await call('GET', '/api/doctor/hospitals', doctor)).json(),
    ).data;
    expect(mine.requests).toContainEqual(
      expect.objectContaining({ hospitalId: norvic, status: 'pending' }),
    );
    expect(mine.hospitals.find((h) => h._id === norvic)?.connectionStatus).toBe('pending');
    const audited = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'hospital-connection')
      .execute();
    expect(audited.length).toBeGreaterThan(0);
  });
});
