import { describe, expect, test } from 'vitest';
import { auditLogResponse } from '@contract/admin-audit';
import { suiteApp } from '../../harness-suite';
import {
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectFailure,
  expectSuccess,
} from '../../harness';

/** The audit-log viewer (issue 14): who did what, filtered, paged and exported. */
const t = suiteApp();

const adminToken = async () => accessToken(t.tokens, await demoUser(t.db, 'admin'));
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const pageOf = async (query: string, token: string) =>
  auditLogResponse.parse({
    success: true,
    data: expectSuccess(await get(`/api/admin/audit-log?${query}`, token)),
  }).data;

describe('the audit log', () => {
  test("an admin's suspension shows who did it, to whom, with old and new values", async () => {
    const token = await adminToken();
    const user = await createUser(t.db, { name: 'Laxmi Sapkota Audit' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/status`,
      headers: bearer(token),
      payload: { status: 'suspended' },
    });
    const page = await pageOf('subjectType=user&person=Ujyalo%20Admin', token);
    const entry = page.items.find((e) => e.subjectId === user.id)!;
    expect(entry).toMatchObject({
      action: 'update',
      subjectType: 'user',
      actor: { name: 'Ujyalo Admin', role: 'admin' },
      details: { status: { from: 'active', to: 'suspended' } },
    });
    expect((await pageOf('subjectType=appointment&person=Ujyalo%20Admin', token)).items).toEqual(
      [],
    );
  });

  test('dates filter by Nepal calendar days; pages carry the total', async () => {
    const token = await adminToken();
    const all = await pageOf('limit=1', token);
    expect(all.items).toHaveLength(1);
    expect(all.total).toBeGreaterThan(0);
    expect((await pageOf('from=2001-01-01&to=2001-01-02', token)).total).toBe(0);
    const today = new Date(Date.now() + 345 * 60_000).toISOString().slice(0, 10);
    expect((await pageOf(`from=${today}&to=${today}`, token)).total).toBeGreaterThan(0);
    expectFailure(await get('/api/admin/audit-log?from=2026-02-30', token), 400);
    // An end before the start is refused on the To field, for the list and the export.
    for (const path of ['/api/admin/audit-log', '/api/admin/audit-log/export'])
      expectFailure(await get(`${path}?from=2026-03-10&to=2026-03-01`, token), 400, {
        code: 'DATE_RANGE_INVALID',
        field: 'to',
      });
  });

  test('the export is a CSV download of the filtered rows, and is itself audited', async () => {
    const token = await adminToken();
    const res = await get('/api/admin/audit-log/export?subjectType=user&format=csv', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-log-.*\.csv"/);
    const [header, ...lines] = res.body.trim().split('\r\n');
    expect(header).toBe('at,actor,actorRole,action,subjectType,subjectId,patient,ip,details');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.includes(',user,'))).toBe(true);
    const json = await get('/api/admin/audit-log/export?format=json&subjectType=audit_log', token);
    const exported = JSON.parse(json.body) as { action: string }[];
    expect(exported[0]?.action).toBe('export');
  });

  test('only an admin may read it', async () => {
    const doctor = await accessToken(t.tokens, await createUser(t.db, { role: 'doctor' }));
    expectFailure(await get('/api/admin/audit-log', doctor), 403);
    expectFailure(await get('/api/admin/audit-log/export', doctor), 403);
  });
});
