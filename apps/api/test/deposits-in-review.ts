import { eq } from 'drizzle-orm';
import { depositOrders } from '../src/db/schema';
import { call, loginAsGuest } from './helper';
import type { TestContext } from './helper';
import { chargePaidEvent, deliverWebhook } from './payment-provider';

/**
 * A player's deposit paid at the sandbox provider with another amount than ordered, its charge.paid
 * webhook delivered: the order waits in review. The provider need not run its own loops.
 */
export async function depositInReview(
  context: TestContext,
  pspUrl: string,
  amounts: { orderedMinor: number; paidMinor: number },
  player?: { token: string; userId: number },
) {
  const owner = player ?? (await loginAsGuest(context.app));
  const created = await call(
    context.app,
    '/charge/create/order',
    { amount: amounts.orderedMinor },
    owner.token,
  );
  const orderId: string = created.json().data.order.orderId;
  const [order] = await context.database.db
    .select({ chargeId: depositOrders.pspChargeId })
    .from(depositOrders)
    .where(eq(depositOrders.orderId, orderId));
  const chargeId = order?.chargeId ?? '';
  const paid = await fetch(`${pspUrl}/sandbox/charges/${chargeId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: amounts.paidMinor }),
  });
  if (paid.status >= 300) throw new Error(`sandbox pay: ${await paid.text()}`);
  const delivered = await deliverWebhook(
    context.app,
    chargePaidEvent({ chargeId, orderId, amountMinor: amounts.paidMinor }),
  );
  if (delivered.statusCode >= 300) throw new Error(`webhook: ${delivered.body}`);
  return { player: owner, orderId, chargeId };
}
