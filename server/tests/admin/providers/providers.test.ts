import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { errorText } from '@contract/errors';
import { expectFailure } from '../../harness';
import { adminToken, call, listOf, newLab, outcomeOf, patientToken, providerOf, t } from './setup';

describe('the lists', () => {
  test('the demo labs come with types, counts, statuses and some pending', async () => {
    const token = await adminToken();
    const all = await listOf('labs', 'limit=100', token);
    expect(all.total).toBe(40);
    expect(all.items.every((l) => l.kind === 'lab' && l.type !== null)).toBe(true);
    expect(all.items.some((l) => l.verificationStatus === 'pending')).toBe(true);
    expect(all.items.some((l) => l.status === 'inactive')).toBe(true);
    expect(all.items.some((l) => l.tests > 0 && l.appointments > 0)).toBe(true);
    const pending = await listOf('labs', 'filter=pending&limit=100', token);
    expect(pending.total).toBeGreaterThan(0);
    expect(pending.items.every((l) => l.verificationStatus === 'pending')).toBe(true);
    const home = await listOf('labs', 'filter=homeCollection&limit=100', token);
    expect(home.items.every((l) => l.homeCollection)).toBe(true);
  });

  test('sorts by rating both ways, by tests and by name, and pages', async () => {
    const token = await adminToken();
    const high = (await listOf('labs', 'sort=ratingDesc&limit=100', token)).items;
    const ratings = high.map((l) => l.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const low = (await listOf('labs', 'sort=ratingAsc&limit=100', token)).items.map(
      (l) => l.rating,
    );
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const tests = (await listOf('labs', 'sort=testsDesc&limit=100', token)).items.map(
      (l) => l.tests,
    );
    expect(tests).toEqual([...tests].sort((a, b) => b - a));
    const page2 = await listOf('hospitals', 'sort=name&page=2&limit=10', token);
    const first20 = await listOf('hospitals', 'sort=name&limit=20', token);
    expect(page2.items.map((h) => h.id)).toEqual(first20.items.slice(10).map((h) => h.id));
  });

  test('hospitals count their doctors and departments from real data; search finds by city', async () => {
    const token = await adminToken();
    const hospitals = (await listOf('hospitals', 'sort=doctorsDesc&limit=5', token)).items;
    expect(hospitals[0]!.doctors).toBeGreaterThan(0);
    expect(hospitals[0]!.departments).toBeGreaterThan(0);
    const pokhara = await listOf('hospitals', 'search=pokhara&limit=100', token);
    expect(pokhara.total).toBeGreaterThan(0);
    expect(pokhara.items.every((h) => h.location === 'Pokhara')).toBe(true);
  });

  test('only admins may read; an unknown kind is not found', async () => {
    expectFailure(await call('GET', '/api/admin/providers/labs', await patientToken()), 403);
    expectFailure(await call('GET', '/api/admin/providers/clinics', await adminToken()), 404, {
      code: 'PROVIDER_NOT_FOUND',
    });
  });
});

describe('add, edit, verify and delete', () => {
  test('a new lab starts pending with zero counts and is not public until verified', async () => {
    const token = await adminToken();
    const name = `${newLab.name} ${randomUUID().slice(0, 6)}`;
    const lab = providerOf(
      await call('POST', '/api/admin/providers/labs', token, { ...newLab, name }),
    );
    expect(lab).toMatchObject({
      name,
      location: 'Pokhara',
      type: 'Specialized Lab',
      tests: 0,
      appointments: 0,
      rating: 0,
      homeCollection: true,
      status: 'active',
      verificationStatus: 'pending',
    });
    expect((await call('GET', `/api/labs/${lab.id}`, token)).statusCode).toBe(404);

    const verified = providerOf(
      await call('PUT', `/api/admin/providers/labs/${lab.id}/verify`, token),
    );
    expect(verified.verificationStatus).toBe('verified');
    expect((await call('GET', `/api/labs/${lab.id}`, token)).statusCode).toBe(200);
    expectFailure(await call('PUT', `/api/admin/providers/labs/${lab.id}/verify`, token), 409, {
      code: 'PROVIDER_ALREADY_VERIFIED',
    });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('subject_id', '=', lab.id)
      .orderBy('at')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
  });

  test('name and location are required, in both languages; the type must be the kind’s', async () => {
    const token = await adminToken();
    expectFailure(
      await call('POST', '/api/admin/providers/hospitals', token, {
        ...newLab,
        type: 'Private',
        name: ' ',
      }),
      400,
      { code: 'PROVIDER_FIELDS_REQUIRED', field: 'name', message: 'Please enter required fields' },
    );
    expectFailure(
      await call(
        'POST',
        '/api/admin/providers/hospitals',
        token,
        { ...newLab, type: 'Private', location: '' },
        'ne',
      ),
      400,
      {
        code: 'PROVIDER_FIELDS_REQUIRED',
        field: 'location',
        message: errorText('PROVIDER_FIELDS_REQUIRED', 'ne'),
      },
    );
    expectFailure(await call('POST', '/api/admin/providers/hospitals', token, newLab), 400, {
      code: 'PROVIDER_TYPE_INVALID',
      field: 'type',
    });
  });

  test('an edit is audited with the old and new values; deactivating hides it from the directory', async () => {
    const token = await adminToken();
    const [hospital] = (await listOf('hospitals', 'filter=verified&sort=name&limit=1', token))
      .items;
    const h = hospital!;
    const edited = providerOf(
      await call('PUT', `/api/admin/providers/hospitals/${h.id}`, token, {
        name: h.name,
        location: h.location,
        type: 'Government',
        beds: 300,
        contactEmail: h.contactEmail,
        contactPhone: h.contactPhone,
        status: 'inactive',
      }),
    );
    expect(edited).toMatchObject({ type: 'Government', beds: 300, status: 'inactive' });
    expect((await call('GET', `/api/hospitals/${h.id}`, token)).statusCode).toBe(404);
    const entry = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('subject_id', '=', h.id)
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    const details = entry.details as { before: { beds: number }; after: { beds: number } };
    expect(details.before.beds).toBe(h.beds);
    expect(details.after.beds).toBe(300);
  });

  test('delete erases a provider without history and deactivates one with history (ADR 0021)', async () => {
    const token = await adminToken();
    const fresh = providerOf(
      await call('POST', '/api/admin/providers/pharmacies', token, {
        ...newLab,
        name: `Janata Aushadhi Pasal ${randomUUID().slice(0, 6)}`,
        type: 'Independent',
      }),
    );
    expect(
      outcomeOf(await call('DELETE', `/api/admin/providers/pharmacies/${fresh.id}`, token)),
    ).toBe('deleted');
    expectFailure(await call('DELETE', `/api/admin/providers/pharmacies/${fresh.id}`, token), 404, {
      code: 'PROVIDER_NOT_FOUND',
    });

    const [busy] = (await listOf('hospitals', 'filter=active&sort=doctorsDesc&limit=1', token))
      .items;
    expect(
      outcomeOf(await call('DELETE', `/api/admin/providers/hospitals/${busy!.id}`, token)),
    ).toBe('deactivated');
    const after = (await listOf('hospitals', `search=${encodeURIComponent(busy!.name)}`, token))
      .items;
    expect(after.find((h) => h.id === busy!.id)?.status).toBe('inactive');
    // A lab's id under hospitals is another kind's row: not found.
    const [lab] = (await listOf('labs', 'limit=1', token)).items;
    expectFailure(await call('DELETE', `/api/admin/providers/hospitals/${lab!.id}`, token), 404);
  });
});
