import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3.0 reads `nullable: true` beside an `enum` as "not null" unless the enum lists null
 * (3.0.3's clarification), and the zod converter leaves it out: add it, everywhere.
 */
function listNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) listNullInNullableEnums(child);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
  for (const child of Object.values(schema)) listNullInNullableEnums(child);
}

/**
 * The OpenAPI document of every route registered after this (from their zod schemas), served at
 * /api/docs when `serve` is set: outside production. In production it would hand every visitor a
 * map of the operator API; the document stays buildable there (app.swagger()).
 */
export async function registerOpenApi(app: FastifyInstance, serve: boolean): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Fairplay API',
        version: '1.0.0',
        description:
          'Every call is POST /api/<path> with a JSON body (plus the common fields) and answers the envelope {state, msg, resultData, success, fail}.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Operator token from /admin/api/login' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      const document =
        'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      listNullInNullableEnums(document.paths);
      listNullInNullableEnums((document as { components?: unknown }).components);
      return document;
    },
  });
  if (serve) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
