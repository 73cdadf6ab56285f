/**
 * One server per embedded data directory (issue 20): a second server on the same
 * DATA_DIR refuses to start and names the first, which keeps working; a lock left by a
 * killed server is taken over; a directory that cannot be opened says which and what to
 * do. Real server processes, as `npm start` runs them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { DataDirError, LOCK_FILE, lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { registration } from './harness';
import { unpackSeededDemo } from './seeded-data-dir';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ujyalo-data-'));
  dirs.push(dir);
  return dir;
};
/**
 * The first server starts as a demo server does on every start after its first, on the demo
 * already seeded (seeded-data-dir.ts), instead of creating the database and seeding the whole
 * demo, which took about 10 s of the file's 28 on a quiet machine (this test took 123 s of
 * the file's 155 in CI).
 */
async function seededDir() {
  const dir = freshDir();
  await unpackSeededDemo(dir);
  return dir;
}
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

type ServerProcess = {
  child: ChildProcess;
  output: () => string;
  /** The base URL once it listens; rejects if it exits first. */
  up: Promise<string>;
  exited: Promise<number | null>;
};

/** `node --import tsx server/index.ts`, as scripts/start.mjs runs it. */
function serverProcess(dataDir: string, env: Record<string, string>): ServerProcess {
  const { HOST: _host, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...inherited, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const up = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening && output.includes('Ujyalo Health is up')) resolve(listening[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  up.catch(() => {});
  return { child, output: () => output, up, exited };
}

const post = (base: string, url: string, body: unknown) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('two servers on one data directory', () => {
  test('the second refuses and names the first, which keeps working; a killed server’s lock is taken over', async () => {
    const dir = await seededDir();
    const first = serverProcess(dir, { DEMO: 'true', LOG_LEVEL: 'info' });
    const base = await first.up;
    // Demo mode listens on loopback only, and says so.
    expect(first.output()).not.toMatch(/Server listening at http:\/\/(?!127\.0\.0\.1)/);
    expect(first.output()).toMatch(/Demo mode: .*listening on 127\.0\.0\.1 only/);
    const person = registration();
    expect((await post(base, '/api/auth/register', person)).status).toBe(201);

    const second = serverProcess(dir, { DEMO: 'false', LOG_LEVEL: 'info' });
    const outcome = await Promise.race([
      second.exited.then((code) => ({ exited: code })),
      second.up.then(() => 'listening'),
    ]);
    expect(outcome).toEqual({ exited: 1 });
    expect(second.output()).toContain(
      `The data directory ${dir} is in use by another Ujyalo Health server (process ${first.child.pid} on ${os.hostname()}`,
    );
    expect(second.output()).toContain('DATABASE_URL');
    expect(second.output()).not.toContain('Server listening');

    // The first keeps answering, reads and writes alike.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const signIn = { identifier: person.email, password: person.password };
    expect((await post(base, '/api/auth/login', signIn)).status).toBe(200);

    // Killed, it leaves its lock behind; the next server finds the process gone.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: first.child.pid,
    });
    const third = serverProcess(dir, { DEMO: 'false', LOG_LEVEL: 'info' });
    const thirdBase = await third.up;
    expect((await post(thirdBase, '/api/auth/login', signIn)).status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 300_000);
});

describe('the lock file', () => {
  /** A process that stays alive until killed. */
  function bystander() {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    children.push(child);
    return { pid: child.pid!, stop: () => (child.kill('SIGKILL'), once(child)) };
  }
  const once = (child: ChildProcess) =>
    new Promise<void>((resolve) =>
      child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
    );
  const writeLock = (dir: string, holder: Record<string, unknown>) =>
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({
        host: os.hostname(),
        startedAt: '2026-11-24T06:00:00.000Z',
        token: 't',
        ...holder,
      }),
    );

  test('a live holder is named; once it is gone its lock is taken over', async () => {
    const dir = freshDir();
    const holder = bystander();
    writeLock(dir, { pid: holder.pid });
    expect(() => lockDataDir(dir)).toThrow(DataDirError);
    expect(() => lockDataDir(dir)).toThrow(
      `The data directory ${dir} is in use by another Ujyalo Health server (process ${holder.pid} on ${os.hostname()}, since 2026-11-24T06:00:00.000Z)`,
    );

    await holder.stop();
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    // This process holds it now: opening the directory again is refused too.
    expect(() => lockDataDir(dir)).toThrow(`(process ${process.pid} on`);
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  test('a pid reused by another program does not hold the lock; nor does a broken file', async () => {
    const dir = freshDir();
    const other = bystander();
    writeLock(dir, { pid: other.pid, processStart: '1' });
    lockDataDir(dir)();
    await other.stop();

    writeFileSync(path.join(dir, LOCK_FILE), '{"pid": 12');
    const old = new Date(Date.now() - 60_000);
    const { utimesSync } = await import('node:fs');
    utimesSync(path.join(dir, LOCK_FILE), old, old);
    lockDataDir(dir)();
  });

  test('a lock from another host is not guessed at', () => {
    const dir = freshDir();
    writeLock(dir, { pid: 4242, host: 'another-machine' });
    expect(() => lockDataDir(dir)).toThrow(
      `If no server runs on another-machine any more, delete ${path.join(dir, LOCK_FILE)}.`,
    );
  });

  test('servers starting together on a stale lock: exactly one takes it', async () => {
    const dir = freshDir();
    const gone = bystander();
    await gone.stop();
    writeLock(dir, { pid: gone.pid });
    // Each one holds what it took until every one has answered (its input closes), so a
    // process that starts late on a busy machine meets a live holder, not one that is gone.
    const script = `import('./server/db/data-dir-lock.ts').then(({ lockDataDir }) => {
      try { lockDataDir(${JSON.stringify(dir)}); console.log('took it'); }
      catch (error) { console.log(error.name); }
      process.stdin.on('end', () => process.exit(0)).resume();
    })`;
    const started = Array.from({ length: 5 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { cwd: root });
      children.push(child);
      let out = '';
      const answered = new Promise<void>((resolve) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('\n')) resolve();
        });
        child.once('exit', () => resolve());
      });
      return { child, answered, output: () => out.trim() };
    });
    await Promise.all(started.map((s) => s.answered));
    for (const s of started) s.child.stdin.end();
    await Promise.all(started.map((s) => once(s.child)));
    const outputs = started.map((s) => s.output());
    expect(outputs.filter((out) => out === 'took it')).toHaveLength(1);
    expect(outputs.filter((out) => out === 'DataDirError')).toHaveLength(4);
  }, 60_000);
});

describe('a data directory that cannot be opened', () => {
  test('says which directory and what to do, instead of a WebAssembly abort', async () => {
    const dir = freshDir();
    mkdirSync(path.join(dir, 'pglite'));
    writeFileSync(path.join(dir, 'pglite', 'PG_VERSION'), 'not a database\n');
    const opening = openDatabase({ dataDir: dir });
    await expect(opening).rejects.toThrow(DataDirError);
    await expect(opening).rejects.toThrow(
      `The embedded database in ${path.join(dir, 'pglite')} could not be opened`,
    );
    await expect(opening).rejects.toThrow(`Restore the last backup of ${dir}`);
    // Its lock is let go, so the next try says the same, not "in use".
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);

    const server = serverProcess(dir, { DEMO: 'false', LOG_LEVEL: 'info' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /^Ujyalo Health did not start: The embedded database in .* could not be opened .*Restore the last backup/,
    );
    expect(server.output()).not.toMatch(/^\s+at /m);
  }, 120_000);
});

describe('the create-admin command', () => {
  test('on a directory a server holds, says so in one line instead of a stack trace', async () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    try {
      const { HOST: _host, DATABASE_URL: _url, ...inherited } = process.env;
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'server/cli/create-admin.ts',
          '--email',
          'admin@hospital.np',
          '--phone',
          '9812345678',
        ],
        {
          cwd: root,
          env: { ...inherited, DATA_DIR: dir, ADMIN_PASSWORD: 'Kathmandu@2026' },
        },
      );
      children.push(child);
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toMatch(/^Cannot create the admin: .*in use by another Ujyalo Health server/);
      expect(stderr).not.toMatch(/^\s+at /m);
    } finally {
      release();
    }
  }, 60_000);
});
