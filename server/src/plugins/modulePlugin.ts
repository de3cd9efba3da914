import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A module of the shop as a Fastify plugin named `name`: `register` runs after the plugins named
 * in `dependencies`, and what it decorates `app` with is seen by the whole app (fastify-plugin).
 */
export function modulePlugin(
  name: string,
  dependencies: string[],
  register: (app: FastifyInstance) => Promise<void> | void,
) {
  return fp(async (app: FastifyInstance) => register(app), { name, dependencies });
}
