import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The app's pages (ADR 0048). Every page is the built index.html; a public page is also
 * drawn here, with its answers, by the build's server bundle (app/entry-server.tsx), so
 * that a phone paints it before any script has arrived and the browser then hydrates it.
 * Without the bundle (an API-only run, `npm run dev`) or when drawing fails, the page is
 * the plain shell, as before.
 */

/** Where `npm run build` puts the server bundle: beside the app, never served. */
export const SERVER_BUNDLE_DIR = '.server';
const BUNDLE = path.join(SERVER_BUNDLE_DIR, 'entry-server.js');

/** A page that takes longer than this to draw is sent as the shell instead. */
const RENDER_BUDGET_MS = 2000;

type Renderer = {
  rendersOnServer(pathname: string): boolean;
  render(options: { url: string; fetch: typeof globalThis.fetch }): Promise<{
    html: string;
    /** The page's state, already escaped for a script element. */
    stateJson: string;
    locale: string;
  }>;
};

/** The CSP sources of index.html's inline scripts (the theme before paint, ADR 0048). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=|type="(module|application\/json)"/.test(attributes ?? '')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

export function readShell(staticDir: string | undefined): string | null {
  const file = staticDir && path.join(staticDir, 'index.html');
  return file && existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** The page's reads, answered by this server itself, as the visitor (their address, no session). */
function answeringFrom(app: FastifyInstance, request: FastifyRequest): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: request.ip,
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (typeof value === 'string') out.set(name, value);
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: out,
    });
  };
}

export async function appPages(app: FastifyInstance, staticDir: string, shell: string) {
  const bundle = path.join(staticDir, BUNDLE);
  const renderer: Renderer | null = existsSync(bundle)
    ? ((await import(pathToFileURL(path.resolve(bundle)).href)) as Renderer)
    : null;

  async function draw(request: FastifyRequest): Promise<string | null> {
    if (!renderer) return null;
    const { pathname } = new URL(request.url, 'http://localhost');
    if (!renderer.rendersOnServer(pathname)) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_BUDGET_MS);
    });
    try {
      const page = await Promise.race([
        renderer.render({ url: request.url, fetch: answeringFrom(app, request) }),
        late,
      ]);
      if (!page) return null;
      return shell
        .replace('<html lang="en">', `<html lang="${page.locale}">`)
        .replace(
          '<div id="root"></div>',
          `<div id="root">${page.html}</div>` +
            `<script type="application/json" id="server-state">${page.stateJson}</script>`,
        );
    } catch (error) {
      request.log.warn({ err: error }, 'page not drawn on the server');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const html = (await draw(request)) ?? shell;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
}
