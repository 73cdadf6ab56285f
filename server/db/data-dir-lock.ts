import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One server per embedded data directory (issue 20). PGlite is a single-process database:
 * two servers on one directory each acknowledge writes the other never sees, and can
 * leave it unopenable. A lock file beside the database names its holder; a second
 * server refuses to start, and a lock whose process is gone (killed) is taken over.
 */

/** A start-up failure whose message says all a person needs: printed without a stack. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

type Holder = {
  pid: number;
  host: string;
  startedAt: string;
  /** Tells this lock from an earlier one of a process that had the same pid. */
  token: string;
  /** The process's start time since boot (Linux), so a reused pid is not mistaken for it. */
  processStart?: string;
};

export const LOCK_FILE = 'server.lock';
const TAKEOVER_SUFFIX = '.takeover';
/** Locks this process holds, by token: the same pid in a lock file is not always us. */
const held = new Set<string>();

const errorCode = (error: unknown) => (error as { code?: string }).code;

function processStart(pid: number): string | undefined {
  try {
    // Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(holder: Holder): boolean {
  if (holder.pid === process.pid) return held.has(holder.token);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    if (errorCode(error) !== 'EPERM') return false;
  }
  const start = processStart(holder.pid);
  return !(holder.processStart && start && start !== holder.processStart);
}

/** The lock's holder; undefined when there is none, `'unreadable'` while it is half written. */
function readHolder(file: string): Holder | 'unreadable' | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as Holder;
    return Number.isInteger(holder.pid) && typeof holder.token === 'string' ? holder : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** Creates `file` only if it does not exist; false when it does. */
function createExclusive(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

const ageMs = (file: string) => {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

const removeIfPresent = (file: string) => {
  try {
    unlinkSync(file);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
};

/**
 * Removes a stale lock. Two starters may find the same stale lock: the takeover file
 * lets one at a time look again and remove it, so neither removes the lock the other
 * has just written. Returns false when the takeover is someone else's for now.
 */
function removeStale(file: string, stale: Holder | 'unreadable'): boolean {
  const takeover = file + TAKEOVER_SUFFIX;
  if (!createExclusive(takeover, String(process.pid))) {
    // A takeover left by a starter killed in those few microseconds.
    if (ageMs(takeover) > 10_000) removeIfPresent(takeover);
    return false;
  }
  try {
    const now = readHolder(file);
    const same =
      now === 'unreadable' ? stale === 'unreadable' : now?.token === (stale as Holder).token;
    if (now !== undefined && same) removeIfPresent(file);
  } finally {
    removeIfPresent(takeover);
  }
  return true;
}

const describe = (holder: Holder) =>
  `process ${holder.pid} on ${holder.host}, since ${holder.startedAt}`;

/**
 * Takes `dir`'s lock for this process, or throws a DataDirError naming the process
 * that holds it. Returns the release (also run if the process exits without it).
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const me: Holder = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
    processStart: processStart(process.pid),
  };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (createExclusive(file, JSON.stringify(me))) {
      held.add(me.token);
      const release = () => {
        process.off('exit', release);
        if (!held.delete(me.token)) return;
        const holder = readHolder(file);
        if (holder !== 'unreadable' && holder?.token === me.token) removeIfPresent(file);
      };
      process.on('exit', release);
      return release;
    }
    const holder = readHolder(file);
    if (holder === undefined) continue;
    // A lock being written right now reads as unreadable for a moment; an old one is junk.
    const stale =
      holder === 'unreadable' ? ageMs(file) > 2_000 : holder.host === me.host && !isAlive(holder);
    if (holder !== 'unreadable' && !stale) {
      const elsewhere = holder.host !== me.host;
      throw new DataDirError(
        `The data directory ${dir} is in use by another Ujyalo Health server (${describe(holder)}). ` +
          'Stop that server first: an embedded database serves one process at a time. ' +
          'To run several API processes, use PostgreSQL (DATABASE_URL).' +
          (elsewhere ? ` If no server runs on ${holder.host} any more, delete ${file}.` : ''),
      );
    }
    if (!stale || !removeStale(file, holder)) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  throw new DataDirError(`Could not take the lock ${file}; is another server starting?`);
}
