import type { FastifyInstance } from 'fastify';

/**
 * Files a module's routes under its OpenAPI tag: each route registered after this in the same
 * plugin that names no tags of its own. Call it first in the module's routes plugin.
 */
export function tagRoutes(app: FastifyInstance, tag: string): void {
  app.addHook('onRoute', (route) => {
    if (route.schema && !route.schema.tags) route.schema = { ...route.schema, tags: [tag] };
  });
}
