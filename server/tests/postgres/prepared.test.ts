import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareStatements } from '../../db/prepared';

// Named prepared statements are PostgreSQL's alone (server/db/prepared.ts, ADR 0051): this
// folder runs only in `server-pg`, which exists when TEST_DATABASE_URL is given.
const url = process.env.TEST_DATABASE_URL;

describe('prepared statements on PostgreSQL', () => {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  prepareStatements(pool, 2);
  // One connection, used as Kysely's driver uses it: client.query(text, values), awaited.
  let client: pg.PoolClient;
  beforeAll(async () => {
    client = await pool.connect();
  });
  afterAll(async () => {
    client.release();
    await pool.end();
  });

  const prepared = async () => {
    const { rows } = await client.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by prepare_time',
    );
    return rows.map((r) => r.statement);
  };

  it('names statements with parameters, keeps at most the limit, and answers the same', async () => {
    const texts = ['select $1::int + 1 as n', 'select $1::int * 2 as n', 'select $1::int - 3 as n'];
    const expected = (i: number, v: number) => [v + 1, v * 2, v - 3][i];
    for (let round = 0; round < 4; round += 1) {
      for (const [i, text] of texts.entries()) {
        const { rows } = await client.query<{ n: number }>(text, [round * 10 + i]);
        expect(rows[0]!.n).toBe(expected(i, round * 10 + i));
        const kept = await prepared();
        expect(kept.length).toBeLessThanOrEqual(2);
        expect(kept).toContain(text);
      }
    }
    // Without parameters, as before: not prepared (several statements in one text work).
    await client.query('select 1; select 2');
    expect(await prepared()).not.toContain('select 1; select 2');
  });

  it('a statement that fails leaves the connection usable and the statement retried', async () => {
    await expect(client.query('select $1::int / 0 as n', [1])).rejects.toThrow(/division by zero/);
    await expect(client.query('select nonsense($1)', [1])).rejects.toThrow(/does not exist/);
    await expect(client.query('select nonsense($1)', [1])).rejects.toThrow(/does not exist/);
    const { rows } = await client.query<{ n: number }>('select $1::int + 1 as n', [41]);
    expect(rows[0]!.n).toBe(42);
  });
});
