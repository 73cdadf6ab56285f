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
  /** The manifest key of the page a drawn path shows (app/server-routes.ts). */
  pageModuleOf?(pathname: string): string | null;
  render(options: {
    url: string;
    language: string | undefined;
    fetch: typeof globalThis.fetch;
  }): Promise<{
    html: string;
    /** The page's state, already escaped for a script element. */
    stateJson: string;
    locale: string;
  }>;
};

const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The CSP sources of a page's inline scripts (the theme before paint, the loader below). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=|type="(module|application\/json)"/.test(attributes ?? '')) continue;
    hashes.push(hashOf(body ?? ''));
  }
  return hashes;
}

export type Shell = {
  /** index.html as built: the page of everything drawn in the browser. */
  plain: string;
  /**
   * The same, for pages drawn here: the app's scripts start once the page has been
   * painted, instead of taking the thin connection's first seconds from the text and the
   * stylesheet (a phone on 3G paints the page first, then fetches the code that takes
   * it over).
   */
  drawn: string;
  /** The CSP sources of both's inline scripts. */
  scriptHashes: string[];
  /**
   * The files a page module loads beyond the app's first load (from the build's manifest),
   * named in a drawn page so that they download beside the app's own instead of after it.
   */
  pageCode: (moduleKey: string) => string[];
};

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** A manifest key's static imports, itself included. */
function closureOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closureOf(manifest, child, seen);
  return seen;
}

function pageCodeFrom(staticDir: string): Shell['pageCode'] {
  const file = path.join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const first = entry ? closureOf(manifest, entry) : new Set<string>();
  const known = new Map<string, string[]>();
  return (moduleKey) => {
    let files = known.get(moduleKey);
    if (!files) {
      files = [...closureOf(manifest, moduleKey)]
        .filter((key) => !first.has(key))
        .map((key) => `/${manifest[key]!.file}`);
      known.set(moduleKey, files);
    }
    return files;
  };
}

/** Module preloads inserted per task by the page's loader (see `readShell`). */
const PRELOADS_PER_TASK = 6;

export function readShell(staticDir: string | undefined): Shell | null {
  const file = staticDir && path.join(staticDir, 'index.html');
  if (!file || !existsSync(file)) return null;
  const plain = readFileSync(file, 'utf8');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(plain);
  const preloads = [...plain.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const pageCode = pageCodeFrom(staticDir);
  if (!entry) return { plain, drawn: plain, scriptHashes: inlineScriptHashes(plain), pageCode };
  // The app's entry first, then its other files and the page's (`page-code`, written by the
  // server per page) as module preloads, a few per task: each insertion starts a fetch, and
  // some thirty in one task held a phone's main thread for 40 to 150 ms (4× slowed CPU). The
  // route's loader then finds them there and adds none of its own.
  const loader =
    '(function(){function load(){' +
    "var c=document.getElementById('page-code')," +
    `list=${JSON.stringify(preloads.map((m) => m[1]))}.concat(c?JSON.parse(c.textContent):[]),` +
    "s=document.createElement('script');s.type='module';s.crossOrigin='';" +
    `s.src=${JSON.stringify(entry[1])};document.head.appendChild(s);` +
    '(function next(i){var f=document.createDocumentFragment();' +
    `list.slice(i,i+${PRELOADS_PER_TASK}).forEach(function(href){` +
    "var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;" +
    'f.appendChild(l)});document.head.appendChild(f);' +
    `if(i+${PRELOADS_PER_TASK}<list.length)setTimeout(next,0,i+${PRELOADS_PER_TASK})})(0)}` +
    // After the first frame has been painted; a tab opened in the background at once.
    "if(document.visibilityState==='hidden')load();" +
    'else requestAnimationFrame(function(){setTimeout(load)})})()';
  let drawn = plain.replace(entry[0], '');
  for (const [tag] of preloads) drawn = drawn.replace(tag, '');
  drawn = drawn.replace('</body>', `<script>${loader}</script></body>`);
  return {
    plain,
    drawn,
    scriptHashes: [...inlineScriptHashes(plain), hashOf(loader)],
    pageCode,
  };
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

export async function appPages(app: FastifyInstance, staticDir: string, shell: Shell) {
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
        renderer.render({
          url: request.url,
          // The language the visitor reads in (app/preferences.tsx keeps it as a cookie).
          language: request.cookies.language,
          fetch: answeringFrom(app, request),
        }),
        late,
      ]);
      if (!page) return null;
      const module = renderer.pageModuleOf?.(pathname);
      const pageCode = module ? shell.pageCode(module) : [];
      return shell.drawn.replace('<html lang="en">', `<html lang="${page.locale}">`).replace(
        '<div id="root"></div>',
        `<div id="root">${page.html}</div>` +
          `<script type="application/json" id="server-state">${page.stateJson}</script>` +
          // File names only ('/assets/…'), nothing that could close the element.
          `<script type="application/json" id="page-code">${JSON.stringify(pageCode)}</script>`,
      );
    } catch (error) {
      request.log.warn({ err: error }, 'page not drawn on the server');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const html = (await draw(request)) ?? shell.plain;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .send(html);
  };
}
