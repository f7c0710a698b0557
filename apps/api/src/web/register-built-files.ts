import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from './cache-control-for';

/**
 * Serves the files of a Vite build from `root` (under `prefix`): the brotli or gzip copy the build
 * wrote beside each file, as the request's `Accept-Encoding` takes it, each with its own cache
 * lifetime (`cacheControlFor`). No index and no wildcard: the caller answers its routes.
 */
export async function registerBuiltFiles(
  app: FastifyInstance,
  root: string,
  options: { prefix?: string; decorateReply?: boolean } = {},
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    ...options,
    wildcard: false,
    index: false,
    preCompressed: true,
    // @fastify/static's own cache-control would say max-age=0 without `no-cache`.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(path.relative(root, filePath)));
    },
  });
}
