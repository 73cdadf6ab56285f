import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { tokenService } from '../domain/tokens';
import { TEST_SECRET, baseEnv, openTestDatabase, type TestDatabase } from './harness';

/**
 * Public pages drawn on the server (ADR 0048), with a stand-in for the build's server
 * bundle: the drawn page goes into the shell with its state, the app's scripts start after
 * the first paint, every inline script is allowed by its hash and no other, a page that is
 * not drawn (or fails to draw) is the plain shell, and the bundle itself is never sent.
 */

let database: TestDatabase;
let app: FastifyInstance;
let dir: string;

const shell = `<!doctype html>
<html lang="en">
  <head>
    <script>document.documentElement.dataset.theme = 'checked';</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
    ${'<!-- padding -->'.repeat(80)}
  </body>
</html>`;

// The stand-in bundle: draws /drawn with an answer it reads from the server's own API.
const bundle = `
export const rendersOnServer = (path) => path === '/drawn' || path === '/broken';
export const pageModuleOf = (path) => (path === '/drawn' ? 'app/pages/drawn-page.tsx' : null);
export async function render({ url, fetch }) {
  if (url === '/broken') throw new Error('could not draw');
  const answer = await (await fetch('http://localhost/api/settings/public')).json();
  return {
    html: '<main><h1>Drawn ' + url + '</h1></main>',
    stateJson: JSON.stringify({ settings: answer.data, title: '</script><b>' }).replace(/</g, '\\\\u003c'),
    locale: 'en',
  };
}
`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ujyalo-pages-'));
  mkdirSync(path.join(dir, '.server'));
  writeFileSync(path.join(dir, 'index.html'), shell);
  writeFileSync(path.join(dir, '.server', 'entry-server.js'), bundle);
  // The build's manifest: the drawn page's module imports one file of its own and one the
  // app's first load already has.
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-def.js' },
      'app/pages/drawn-page.tsx': {
        file: 'assets/drawn-page-123.js',
        imports: ['_react.js', '_card.js'],
      },
      '_card.js': { file: 'assets/card-456.js', imports: ['_react.js'] },
    }),
  );
  database = await openTestDatabase();
  const config = loadConfig(baseEnv);
  app = await buildApp({
    config,
    db: database.db,
    tokens: tokenService(TEST_SECRET, config.accessTokenMinutes),
    staticDir: dir,
  });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('a public page drawn on the server', () => {
  test('comes drawn, with its state, the answer read from the API, and lang', async () => {
    const res = await get('/drawn');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<div id="root"><main><h1>Drawn /drawn</h1></main></div>');
    const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(
      res.body,
    );
    expect(JSON.parse(state![1]!)).toMatchObject({
      settings: { maintenanceMode: false },
      title: '</script><b>',
    });
  });

  test("the app's scripts start after the first paint, and the CSP allows exactly its inline scripts", async () => {
    const res = await get('/drawn');
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('rel="modulepreload"');
    const scripts = inlineScripts(res.body);
    expect(scripts).toHaveLength(2);
    expect(scripts[1]).toContain('requestAnimationFrame');
    expect(scripts[1]).toContain('"/assets/index-abc.js"');
    expect(scripts[1]).toContain('"/assets/react-def.js"');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(' ');
    expect(scriptSrc.sort()).toEqual(["'self'", ...scripts.map(sha)].sort());
  });

  test("names the page's own code, which the loader fetches beside the app's", async () => {
    const code = /<script type="application\/json" id="page-code">(.*?)<\/script>/.exec(
      (await get('/drawn')).body,
    );
    // The page module and what it imports, without what the app's first load has.
    expect(JSON.parse(code![1]!)).toEqual(['/assets/drawn-page-123.js', '/assets/card-456.js']);
    expect(inlineScripts((await get('/drawn')).body)[1]).toContain("getElementById('page-code')");
  });

  test('goes out compressed to a browser that accepts it', async () => {
    const res = await get('/drawn', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>Drawn /drawn</h1>');
  });

  test('a page the server does not draw is the plain shell', async () => {
    const res = await get('/portal/user?tab=dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shell);
  });

  test('a page that fails to draw is the plain shell, never an error', async () => {
    const res = await get('/broken');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shell);
  });

  test('the server bundle is never sent: its path is a page like any other', async () => {
    const res = await get('/.server/entry-server.js');
    expect(res.body).not.toContain('rendersOnServer');
    expect(res.body).toBe(shell);
  });
});
