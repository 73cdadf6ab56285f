import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpoints, type Endpoint } from '@contract/endpoints';
import { failureEnvelope } from '@contract/envelope';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

/** The OpenAPI document, generated from the contract's endpoint table. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const path = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
    const params = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = {
      operationId: name,
      summary: endpoint.summary,
      description:
        endpoint.access === 'anyone'
          ? 'Open to anyone.'
          : endpoint.access === 'signed-in'
            ? 'Any signed-in user.'
            : `Roles: ${endpoint.access.join(', ')}.`,
      ...(endpoint.access === 'anyone' ? {} : { security: [{ bearer: [] }] }),
      ...(params.length ? { parameters: params } : {}),
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
            },
          }
        : {}),
      responses: {
        200: {
          description: 'Success',
          content: endpoint.response
            ? { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } }
            : {},
        },
        default: {
          description: 'Failure',
          content: { 'application/json': { schema: jsonSchema(failureEnvelope, 'output') } },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Ujyalo Health API', version: '0.1.0' },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}

export async function openApiRoutes(app: FastifyInstance) {
  const document = openApiDocument();
  app.get('/api/openapi.json', async () => document);
  // A readable index without scripts, so it stays inside the CSP.
  app.get('/api/docs', async (_request, reply) => {
    const rows = Object.entries(document.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => {
          const o = op as { summary: string; description: string };
          return `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${path}</code></td><td>${o.summary}</td><td>${o.description}</td></tr>`;
        }),
      )
      .join('');
    return reply
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ujyalo Health API</title></head><body><h1>Ujyalo Health API</h1><p>Machine-readable: <a href="/api/openapi.json">openapi.json</a></p><table><thead><tr><th>Method</th><th>Path</th><th>What</th><th>Who</th></tr></thead><tbody>${rows}</tbody></table></body></html>`,
      );
  });
}
