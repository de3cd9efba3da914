import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import './multipartForm';

/** The OpenAPI document built from the route schemas, and its reference page at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Perfume shop API',
        description: 'Storefront and back-office API of the perfume shop.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Multipart routes read their form themselves; their documented body is `multipartBody`.
    transform: ({ schema, url }) => {
      if (!schema?.multipartBody) return { schema, url };
      const { multipartBody, ...rest } = schema;
      return { schema: { ...rest, body: multipartBody, consumes: ['multipart/form-data'] }, url };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
