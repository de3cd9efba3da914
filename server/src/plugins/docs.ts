import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import './multipartForm';

/** The document's title by default (npm run generate writes it to openapi/openapi.json). */
const DEFAULT_TITLE = 'Perfume shop API';

/**
 * The OpenAPI document built from the route schemas, and its reference page at /api/docs, titled
 * with the shop's name as its settings hold it now (`shopName`, read on every request).
 */
export async function registerApiDocs(
  app: FastifyInstance,
  shopName?: () => string,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: DEFAULT_TITLE,
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
    // The page's own CSP, kept to this origin: swagger-ui sets a few inline styles, and its
    // default spec validator would send the document to validator.swagger.io (turned off).
    transformStaticCSP: (header) =>
      header
        .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
        .replace(/font-src [^;]*/, "font-src 'self' data:")
        .replace(/img-src [^;]*/, "img-src 'self' data:"),
    uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
    // A copy of the document for each request, so the shop's name is the one of that moment.
    transformSpecificationClone: true,
    transformSpecification: (document) =>
      shopName
        ? { ...document, info: { ...(document.info as object), title: `${shopName()} API` } }
        : document,
  });
}
