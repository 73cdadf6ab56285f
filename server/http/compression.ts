import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Answers smaller than this are sent as they are: compressing them saves no round trip. */
export const COMPRESS_FROM_BYTES = 1024;

/** The encodings a request accepts (`q=0` refuses one), best first: brotli, then gzip. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

const withVary = (current: unknown, name: string) => {
  const list = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return list.some((v) => v.toLowerCase() === name.toLowerCase() || v === '*')
    ? list.join(', ')
    : [...list, name].join(', ');
};

/**
 * The API's JSON answers (and the pages the server draws), compressed for the clients that accept it (issue 19, ADR 0047):
 * a page of 20 doctors with their schedules is 14 KB of JSON and about 2 KB in brotli, on
 * phones that pay per megabyte over 3G. Brotli at quality 4 (about as fast as gzip, and
 * smaller), gzip otherwise. The app's static files are compressed once by the build and
 * served as they are (`preCompressed`, app.ts); files and images are not JSON and pass.
 * Registered after the cache-control hook, whose Vary it extends.
 */
export function compressAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // The API's JSON, and the pages the server draws (ADR 0048); files and images pass.
    if (!/\bjson\b|^text\/html/i.test(String(reply.getHeader('content-type') ?? '')))
      return payload;
    if (reply.getHeader('content-encoding')) return payload;
    reply.header('vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'));
    const size = Buffer.byteLength(payload);
    if (size < COMPRESS_FROM_BYTES) return payload;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? await brotli(payload, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : await gzipped(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
