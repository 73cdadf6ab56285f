import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { expectFailure } from '../../harness';
import { adminToken, ambulanceOf, ambulancesOf, call, outcomeOf, patientToken } from './setup';

const body = (tag: string) => ({
  name: `Bagmati Sewa Ambulance ${tag}`,
  registrationNumber: `BA 2 JHA ${tag}`,
  vehicleType: 'Advanced',
  contactEmail: 'sewa@bagmati-ambulance.org.np',
  contactPhone: '9851023456',
  status: 'active',
});

describe('ambulances (002 §7)', () => {
  test('the demo services list with vehicle types; filter by status and sort by name', async () => {
    const token = await adminToken();
    const all = await ambulancesOf('', token);
    expect(all.length).toBe(30);
    expect(all.every((a) => a.vehicleType !== null && a.registrationNumber !== '')).toBe(true);
    const names = all.map((a) => a.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const pending = await ambulancesOf('filter=pending', token);
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((a) => a.status === 'pending')).toBe(true);
    expect(await ambulancesOf('search=zzzznothing', token)).toEqual([]);
  });

  test('POST answers the new ambulance in data; PUT with the full body; DELETE erases it', async () => {
    const token = await adminToken();
    // Four hex characters once occurred in another service's fields too; this tag cannot.
    const tag = `tag${randomUUID().slice(0, 8)}`;
    const created = ambulanceOf(await call('POST', '/api/ambulances', token, body(tag)));
    expect(created).toMatchObject({ ...body(tag), _id: expect.any(String) });
    const found = await ambulancesOf(`search=${encodeURIComponent(tag)}`, token);
    expect(found.map((a) => a._id)).toEqual([created._id]);

    const updated = ambulanceOf(
      await call('PUT', `/api/ambulances/${created._id}`, token, {
        ...body(tag),
        vehicleType: 'Mobile ICU',
        status: 'pending',
      }),
    );
    expect(updated).toMatchObject({ vehicleType: 'Mobile ICU', status: 'pending' });
    expect(outcomeOf(await call('DELETE', `/api/ambulances/${created._id}`, token))).toBe(
      'deleted',
    );
    expect(await ambulancesOf(`search=${encodeURIComponent(tag)}`, token)).toEqual([]);
  });

  test('every field is required and the email must be one; only admins write', async () => {
    const token = await adminToken();
    expectFailure(
      await call('POST', '/api/ambulances', token, { ...body('x1'), registrationNumber: '' }),
      400,
      { code: 'AMBULANCE_FIELDS_REQUIRED', field: 'registrationNumber' },
    );
    expectFailure(
      await call('POST', '/api/ambulances', token, { ...body('x2'), contactEmail: 'not-an-email' }),
      400,
      { code: 'EMAIL_INVALID', field: 'contactEmail' },
    );
    expectFailure(await call('POST', '/api/ambulances', await patientToken(), body('x3')), 403);
    expectFailure(await call('PUT', `/api/ambulances/${randomUUID()}`, token, body('x4')), 404, {
      code: 'PROVIDER_NOT_FOUND',
    });
  });
});
