import type { FastifyInstance } from 'fastify';
import { providerCatalogue } from '@sorte/contracts';
import { readCatalogue } from '../catalogue/read-catalogue';

/**
 * GET /api/catalogue: public facts the casino shows before launch (RTP, hit frequency, max win,
 * volatility). Public and the same for everyone, so any origin may read it and caches may keep
 * it for a few minutes; it changes only with a release.
 */
export function registerCatalogueRoutes(app: FastifyInstance): void {
  const options = { config: { answers: { ok: providerCatalogue } } };
  app.get('/api/catalogue', options, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    reply.header('access-control-allow-origin', '*');
    return readCatalogue();
  });
}
