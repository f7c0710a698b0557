import type { FastifyInstance } from 'fastify';
import { findCharge } from '../charges/find-charge';
import { checkoutLanguageFromHeader } from '../checkout/checkout-language';
import { checkoutStateOf, loadCheckoutPage } from '../checkout/load-checkout-page';
import { renderCheckoutPage } from '../checkout/render-checkout-page';
import { renderMissingPage } from '../checkout/render-missing-page';
import type { ServiceDeps } from '../service-deps';
import { PspError } from './psp-error';
import { apiHeaders, pageHeaders } from './security-headers';
import type { AssetUrls } from '../checkout/render-document';

/** Charge ids are "ch_" and letters or digits; anything else is not looked up at all. */
const chargeIdPattern = /^ch_[A-Za-z0-9]{1,40}$/;

/** The player's checkout page of a charge, and the status it polls. */
export function registerCheckoutRoutes(
  app: FastifyInstance,
  deps: ServiceDeps,
  assetUrls: AssetUrls,
): void {
  app.get<{ Params: { chargeId: string } }>('/checkout/:chargeId', async (request, reply) => {
    reply.headers(pageHeaders).type('text/html; charset=utf-8');
    const { chargeId } = request.params;
    const charge = chargeIdPattern.test(chargeId) ? await findCharge(deps.db, chargeId) : undefined;
    if (!charge) {
      const language = checkoutLanguageFromHeader(request.headers['accept-language']);
      return reply.status(404).send(renderMissingPage(language, assetUrls));
    }
    const model = await loadCheckoutPage(charge, deps.config, deps.nowMs());
    return reply.send(renderCheckoutPage(model, assetUrls));
  });

  app.get<{ Params: { chargeId: string } }>(
    '/checkout/:chargeId/status',
    async (request, reply) => {
      reply.headers(apiHeaders);
      const { chargeId } = request.params;
      const charge = chargeIdPattern.test(chargeId)
        ? await findCharge(deps.db, chargeId)
        : undefined;
      if (!charge) throw new PspError('charge_not_found', 404, 'no such charge');
      return {
        status: charge.status,
        /** What the page shows: "processing" while a payment is on its way. */
        state: checkoutStateOf(charge, deps.nowMs()),
      };
    },
  );
}
