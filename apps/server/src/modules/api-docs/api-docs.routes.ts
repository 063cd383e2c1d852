import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** Where the browsable reference is served; its page gets the site's page headers, not the API's. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * The browsable API reference: Swagger UI from the package's own files (no outside CDN), reading
 * the same OpenAPI document as /api/openapi.json, with "Try it out" calling this server.
 */
export async function apiDocsRoutes(app: FastifyInstance) {
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: {
      docExpansion: 'none',
      deepLinking: true,
      persistAuthorization: true,
      tryItOutEnabled: false,
      displayRequestDuration: true,
      // No call to the public validator service: nothing leaves for another host.
      validatorUrl: null,
    },
    staticCSP: false,
  });
}
