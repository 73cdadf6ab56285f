import { endpoints, type Endpoint, type EndpointName } from '@contract/endpoints';
import { postBooleanFields, postJsonFields } from '@contract/feed';
import type { Role } from '@contract/roles';
import { verificationJsonFields } from '@contract/verification';
import { fieldsOf } from '../harness';
import { fieldParts, multipart, PNG, type Part } from './forms';
import { seeded, valuesFor } from './fuzz-values';
import { realParam, type World } from './fuzz-world';

/**
 * The requests of the contract fuzz test, generated from contract/endpoints.ts: for every
 * endpoint, every path parameter, query field, JSON body field (nested ones too) and
 * multipart field (and the uploaded file's name) gets hostile values one at a time, in an
 * otherwise valid request, from anyone and from a signed-in user of a role the endpoint
 * allows (turn about).
 */

export type FuzzRequest = {
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The field (`:id`, `?cursor`, `body.x`, `form.x`, `file`) that was hostile, if any. */
  field?: string;
  /** What was hostile, for the failure report. */
  what: string;
};

/** Percent-encodes like encodeURIComponent, and a lone surrogate as the bytes it would be. */
export function encodeLoose(text: string): string {
  let out = '';
  for (const ch of text) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text);
};

/** Leaf paths of a JSON value ('a.b', 'tags.0'), objects and arrays included as their own. */
function pathsOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return prefix ? [prefix] : [];
  const own = prefix ? [prefix] : [];
  return [
    ...own,
    ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, prefix ? `${prefix}.${k}` : k)),
  ];
}

/** A copy of `value` with the thing at `path` replaced. */
function setAt(value: Record<string, unknown>, path: string, replacement: unknown) {
  const copy = structuredClone(value);
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = replacement;
  return copy;
}

const rolesOf = (e: Endpoint): Role[] =>
  e.access === 'anyone' || e.access === 'signed-in'
    ? ['patient', 'doctor', 'admin', 'public', 'hospital']
    : [...e.access];

export function requestsFor(name: EndpointName, world: World, seed: number): FuzzRequest[] {
  const e: Endpoint = endpoints[name];
  const rng = seeded(seed);
  const params = Object.fromEntries(
    [...e.path.matchAll(/:(\w+)/g)].map(([, p]) => [p!, realParam(world, name, p!)]),
  );
  const query = world.query[name] ?? {};
  const body = world.body[name];
  const form = world.multipart[name];
  const files = world.files[name] ?? [];
  const out: FuzzRequest[] = [];
  let turn = 0;

  /** One request with the given parts, from anyone and from a signed-in user. */
  const add = (
    what: string,
    parts: {
      field?: string;
      params?: Record<string, string>;
      rawPath?: string;
      queryString?: string;
      body?: unknown;
      form?: Part[];
    },
  ) => {
    const path =
      parts.rawPath ??
      e.path.replace(/:(\w+)/g, (_, p: string) => encodeLoose((parts.params ?? params)[p]!));
    const qs =
      parts.queryString ??
      Object.entries(query)
        .map(([k, v]) => `${k}=${encodeLoose(v)}`)
        .join('&');
    const url = `/api${path}${qs ? `?${qs}` : ''}`;
    let payload: string | Buffer | undefined;
    let type: Record<string, string> = {};
    if (e.multipart) {
      const encoded = multipart(parts.form ?? [...fieldParts(form ?? {}), ...files]);
      payload = encoded.payload;
      type = encoded.headers;
    } else if (e.body) {
      payload = JSON.stringify(parts.body ?? body ?? {});
      type = { 'content-type': 'application/json' };
    }
    const callers: (Role | 'anonymous')[] = [];
    const allowed = rolesOf(e);
    callers.push(allowed[turn % allowed.length]!);
    // Anyone: every request also without signing in; else now and then (the 401 path).
    if (e.access === 'anyone' || turn % 8 === 0) callers.push('anonymous');
    turn += 1;
    const own = world.callers[name];
    for (const caller of callers) {
      const who = own && caller !== 'anonymous' ? own : world.headers[caller];
      out.push({
        method: e.method,
        url,
        headers: { ...type, ...who, 'accept-language': turn % 2 ? 'en' : 'ne' },
        ...(payload === undefined ? {} : { payload }),
        what: `${name} ${what} as ${caller}`,
        ...(parts.field ? { field: parts.field } : {}),
      });
    }
  };

  add('(valid)', {});

  for (const p of Object.keys(params)) {
    for (const v of valuesFor(p, rng, { json: false }))
      add(`:${p}=${short(v)}`, { field: `:${p}`, params: { ...params, [p]: String(v) } });
    for (const raw of [
      '..',
      '%2e%2e',
      '%00',
      '%',
      '%ED%A0%80',
      '..%2F..%2Fetc%2Fpasswd',
      'x'.repeat(300),
    ])
      add(`:${p} raw ${short(raw)}`, {
        field: `:${p}`,
        rawPath: e.path.replace(`:${p}`, raw).replace(/:(\w+)/g, (_, q: string) => params[q]!),
      });
  }

  if (e.query) {
    const base = Object.entries(query).map(([k, v]) => `${k}=${encodeLoose(v)}`);
    for (const field of fieldsOf(e.query)) {
      const others = base.filter((kv) => !kv.startsWith(`${field}=`));
      for (const v of valuesFor(field, rng, { json: false })) {
        add(`?${field}=${short(v)}`, {
          field: `?${field}`,
          queryString: [...others, `${field}=${encodeLoose(String(v))}`].join('&'),
        });
      }
      add(`?${field} twice`, {
        field: `?${field}`,
        queryString: [...base, `${field}=a`, `${field}=b`].join('&'),
      });
      add(`?${field} malformed`, {
        field: `?${field}`,
        queryString: [...others, `${field}=%E0%A4%A`].join('&'),
      });
    }
    for (const extra of ['__proto__=x', '__proto__[isAdmin]=1', 'constructor[prototype][x]=1'])
      add(`?${extra}`, { queryString: [...base, extra].join('&') });
  }

  if (e.body && body) {
    const fields = [...new Set([...fieldsOf(e.body), ...pathsOf(body)])];
    for (const field of fields) {
      for (const v of valuesFor(field, rng, { json: true, extra: 5 }))
        add(`${field}=${short(v)}`, { field: `body.${field}`, body: setAt(body, field, v) });
    }
  }

  if (e.multipart && form) {
    const json = new Set<string>([
      ...postJsonFields,
      ...verificationJsonFields,
      'selectedTimeSlot',
      'appointmentData',
      'historyPaperData',
    ]);
    const booleans = new Set<string>([
      ...postBooleanFields,
      'medicalRecordConsent',
      'includeHistoryPaper',
    ]);
    const fields = [...new Set([...fieldsOf(e.multipart.fields), ...pathsOf(form)])];
    for (const field of fields) {
      const top = field.split('.')[0]!;
      const nested = field.includes('.') || (json.has(top) && !booleans.has(top));
      for (const v of valuesFor(field, rng, { json: nested, extra: 4 })) {
        const fields =
          nested && field.includes('.') ? setAt(form, field, v) : { ...form, [field]: v };
        add(`form ${field}=${short(v)}`, {
          field: `form.${field}`,
          form: [...fieldParts(fields), ...files],
        });
      }
      const { [top]: _dropped, ...without } = form;
      add(`form without ${top}`, {
        field: `form.${field}`,
        form: [...fieldParts(without), ...files],
      });
    }
    const file = e.multipart.files;
    for (const v of valuesFor('filename', rng, { json: false, extra: 6 })) {
      const disposition = `form-data; name="${file}"; filename*=UTF-8''${encodeLoose(String(v))}`;
      add(`file name ${short(v)}`, {
        field: `file.${file}`,
        form: [...fieldParts(form), { name: file, file: PNG, rawDisposition: disposition }],
      });
    }
    add('file with a NUL in its quoted name', {
      form: [...fieldParts(form), { name: file, file: PNG, filename: 'a\u0000b.png' }],
    });
    add('a file in a text field', {
      form: [...fieldParts(form), { name: 'title', file: PNG }],
    });
  }
  return out;
}
