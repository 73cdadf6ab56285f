import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'socket.io';
import { SignJWT } from 'jose';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startSession, tokenService } from '../domain/tokens';
import { attachRealtime } from '../realtime';
import {
  TEST_SECRET,
  accessToken,
  bearer,
  createUser,
  expectSuccess,
  expiredToken,
  login,
  startTestApp,
  type TestApp,
  type TestUser,
} from './harness';

let t: TestApp;
let io: Server;
let url: string;
let patient: TestUser;
let doctor: TestUser;
const open: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  io = attachRealtime(t.app.server, t.app.sessions);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  patient = await createUser(t.db, { role: 'patient' });
  doctor = await createUser(t.db, { role: 'doctor' });
}, 60_000);
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(async () => {
  io?.close();
  await t?.close();
});

function client(auth?: Record<string, unknown>): Socket {
  const socket = connect(url, {
    path: '/socket.io',
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  open.push(socket);
  return socket;
}

/** Resolves with the socket once connected; rejects with the server's refusal. */
const connected = (socket: Socket) =>
  new Promise<Socket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

const refusal = (socket: Socket) =>
  new Promise<Error>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected without a valid token')));
    socket.once('connect_error', resolve);
  });

const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, resolve));

describe('socket.io handshake', () => {
  test("without a token: a visitor's socket, in no user's or role's room", async () => {
    const socket = await connected(client());
    expect(socket.connected).toBe(true);
    const [server] = await io.fetchSockets();
    expect(server?.data.caller).toBeNull();
    expect([...(server?.rooms ?? [])]).toEqual([server?.id]);
  });

  test.each([
    ['garbage', async () => 'not-a-jwt'],
    ['a number', async () => 12345],
    [
      'a foreign signature',
      () =>
        tokenService('another-deployment-secret-0123456789ab', 15).issueAccess({
          userId: patient.id,
          role: 'patient',
          sid: randomUUID(),
        }),
    ],
    ['an expired token', () => expiredToken(patient)],
  ])('with %s: refused', async (_label, token) => {
    const error = await refusal(client({ token: await token() }));
    expect(error.message).toBe('UNAUTHORIZED');
  });

  test('with a valid access token: connected', async () => {
    const socket = await connected(client({ token: await accessToken(t.tokens, patient) }));
    expect(socket.connected).toBe(true);
    const [server] = await io.in(`user:${patient.id}`).fetchSockets();
    expect(server?.data.caller).toEqual({ userId: patient.id, role: 'patient' });
  });
});

describe('rooms', () => {
  test('a visitor and a member who watch the feed hear its counts; one who stopped does not', async () => {
    const visitor = await connected(client());
    const member = await connected(client({ token: await accessToken(t.tokens, patient) }));
    const leaver = await connected(client());
    for (const socket of [visitor, member, leaver]) socket.emit('watch', 'feed');
    // A room that is not open to asking is refused silently.
    visitor.emit('watch', `user:${patient.id}`);
    await new Promise((r) => setTimeout(r, 100));
    leaver.emit('unwatch', 'feed');
    await new Promise((r) => setTimeout(r, 100));
    const stray: unknown[] = [];
    leaver.on('post_liked', (v: unknown) => stray.push(v));
    visitor.on('secret', (v: unknown) => stray.push(v));

    const both = Promise.all([next(visitor, 'post_liked'), next(member, 'post_liked')]);
    io.to('feed').emit('post_liked', { postId: 'p', likesCount: 3 });
    io.to(`user:${patient.id}`).emit('secret', 1);
    expect(await both).toEqual([
      { postId: 'p', likesCount: 3 },
      { postId: 'p', likesCount: 3 },
    ]);
    const marker = Promise.all([next(leaver, 'marker'), next(visitor, 'marker')]);
    io.emit('marker');
    await marker;
    expect(stray).toEqual([]);
  });

  test("an event for a user's room reaches that user and no one else", async () => {
    const mine = await connected(client({ token: await accessToken(t.tokens, patient) }));
    const theirs = await connected(client({ token: await accessToken(t.tokens, doctor) }));
    const strayPings: unknown[] = [];
    theirs.on('ping', (value: unknown) => strayPings.push(value));

    const received = next<number>(mine, 'ping');
    io.to(`user:${patient.id}`).emit('ping', 1);
    expect(await received).toBe(1);

    // Events on one socket arrive in order: once the doctor has this later event, an
    // earlier ping meant for them would already have arrived.
    const marker = next<string>(theirs, 'marker');
    io.to(`user:${doctor.id}`).emit('marker', 'after');
    expect(await marker).toBe('after');
    expect(strayPings).toEqual([]);
  });

  test('every device of a user is in the room', async () => {
    const token = await accessToken(t.tokens, patient);
    const phone = await connected(client({ token }));
    const laptop = await connected(client({ token }));
    const both = Promise.all([next<string>(phone, 'hello'), next<string>(laptop, 'hello')]);
    io.to(`user:${patient.id}`).emit('hello', 'नमस्ते');
    expect(await both).toEqual(['नमस्ते', 'नमस्ते']);
  });

  test("a role's room reaches that role only", async () => {
    const doctorSocket = await connected(client({ token: await accessToken(t.tokens, doctor) }));
    const patientSocket = await connected(client({ token: await accessToken(t.tokens, patient) }));
    const stray: unknown[] = [];
    patientSocket.on('rota', (v: unknown) => stray.push(v));

    const received = next<string>(doctorSocket, 'rota');
    io.to('role:doctor').emit('rota', 'updated');
    expect(await received).toBe('updated');

    const marker = next<string>(patientSocket, 'marker');
    io.to(`user:${patient.id}`).emit('marker', 'after');
    await marker;
    expect(stray).toEqual([]);
  });
});

describe('a socket lives as long as its session and its token (issue 13)', () => {
  /** A token of a live session of `user` that expires `seconds` from now. */
  async function shortLived(user: TestUser, seconds: number, sid?: string) {
    const session = sid ?? (await startSession(t.db, user.id, 1)).sessionId;
    const token = await new SignJWT({ role: user.role, sid: session })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
      .sign(new TextEncoder().encode(TEST_SECRET));
    return { token, sid: session };
  }
  const disconnected = (socket: Socket) =>
    new Promise<string>((resolve) => socket.once('disconnect', resolve));
  /** The private notifications a socket hears from now on. */
  const heard = (socket: Socket) => {
    const seen: unknown[] = [];
    socket.on('notification', (payload: unknown) => seen.push(payload));
    return seen;
  };

  test('after logout it is disconnected and hears none of the user’s notifications', async () => {
    const person = await createUser(t.db, { role: 'patient' });
    const signedIn = await login(t.app, { identifier: person.email, password: person.password });
    const { token } = expectSuccess<{ token: string }>(signedIn);
    const socket = await connected(client({ token }));
    const seen = heard(socket);
    const before = next(socket, 'notification');
    io.to(`user:${person.id}`).emit('notification', 'before');
    await before;

    const gone = disconnected(socket);
    await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(token) });
    expect(await gone).toBe('io server disconnect');
    io.to(`user:${person.id}`).emit('notification', 'after');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual(['before']);
    // Nor can it come back with the same token.
    expect((await refusal(client({ token }))).message).toBe('UNAUTHORIZED');
  });

  test('when its token expires it is disconnected and hears nothing more', async () => {
    const person = await createUser(t.db, { role: 'patient' });
    const { token } = await shortLived(person, 2);
    const socket = await connected(client({ token }));
    const seen = heard(socket);
    const gone = disconnected(socket);
    expect(await gone).toBe('io server disconnect');
    io.to(`user:${person.id}`).emit('notification', 'after expiry');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual([]);
  });

  test('a fresh token of the same person, sent before expiry, keeps it open', async () => {
    const person = await createUser(t.db, { role: 'patient' });
    const first = await shortLived(person, 2);
    const socket = await connected(client({ token: first.token }));
    const renewed = await shortLived(person, 600, first.sid);
    expect(await socket.timeout(2000).emitWithAck('auth', renewed.token)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(socket.connected).toBe(true);
    const received = next(socket, 'notification');
    io.to(`user:${person.id}`).emit('notification', 'still here');
    expect(await received).toBe('still here');
  });

  test("someone else's token, or one of an ended session, ends the socket", async () => {
    const person = await createUser(t.db, { role: 'patient' });
    const socket = await connected(client({ token: await accessToken(t.tokens, person) }));
    const gone = disconnected(socket);
    socket.emit('auth', await accessToken(t.tokens, doctor));
    expect(await gone).toBe('io server disconnect');

    const ended = await shortLived(person, 600);
    const other = await connected(client({ token: await accessToken(t.tokens, person) }));
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('id', '=', ended.sid)
      .execute();
    const goneToo = disconnected(other);
    other.emit('auth', ended.token);
    expect(await goneToo).toBe('io server disconnect');
  });

  test('a deleted account ends its sockets at once', async () => {
    const person = await createUser(t.db, { role: 'patient' });
    const socket = await connected(client({ token: await accessToken(t.tokens, person) }));
    const gone = disconnected(socket);
    await t.db.deleteFrom('users').where('id', '=', person.id).execute();
    expect(await gone).toBe('io server disconnect');
  });
});
