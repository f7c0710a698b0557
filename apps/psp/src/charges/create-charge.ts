import { eq, sql } from 'drizzle-orm';
import type { CreateChargeBody } from '@sorte/contracts';
import { checkoutCopy } from '@sorte/words/psp';
import { checkoutLanguageOf } from '../checkout/checkout-language';
import type { Executor } from '../db/database';
import { charges } from '../db/schema';
import type { ChargeRow } from '../db/schema';
import { newChargeId, pixTxidOf } from '../ids/new-ids';
import { buildBrCode } from '../pix/build-br-code';
import type { ServiceDeps } from '../service-deps';
import { speiReferenceOf } from '../spei/psp-clabe';

export type CreateChargeResult =
  | { kind: 'created'; charge: ChargeRow }
  | { kind: 'replayed'; charge: ChargeRow }
  /** The merchantOrderId is taken by a charge of another amount, currency or method. */
  | { kind: 'conflict'; charge: ChargeRow };

/**
 * Creates a charge, or answers the one already made for this merchantOrderId: the casino retries
 * a create it never heard back from, and must get the same charge rather than a second one.
 */
export async function createCharge(
  deps: ServiceDeps,
  body: CreateChargeBody,
): Promise<CreateChargeResult> {
  return deps.db.transaction(async (tx) => {
    const existing = await findByOrder(tx, body.merchantOrderId);
    if (existing) return compareWithRequest(existing, body);

    const nowMs = deps.nowMs();
    const id = newChargeId();
    const [created] = await tx
      .insert(charges)
      .values({
        id,
        merchantOrderId: body.merchantOrderId,
        amountMinor: body.amount,
        currency: body.currency,
        method: body.method,
        callbackUrl: body.callbackUrl,
        returnUrl: body.returnUrl,
        language: body.language ?? null,
        status: 'pending',
        brCode:
          body.method === 'pix'
            ? buildBrCode({
                pixKey: deps.config.PSP_PIX_KEY,
                merchantName:
                  deps.config.PSP_MERCHANT_NAME ??
                  checkoutCopy[
                    checkoutLanguageOf({ language: body.language ?? null, currency: body.currency })
                  ].payee,
                merchantCity: deps.config.PSP_MERCHANT_CITY,
                amountMinor: body.amount,
                txid: pixTxidOf(id),
              })
            : null,
        speiReference: body.method === 'spei' ? await nextSpeiReference(tx) : null,
        expiresAt: new Date(nowMs + deps.config.PSP_CHARGE_TTL_SECONDS * 1000),
        createdAt: new Date(nowMs),
        updatedAt: new Date(nowMs),
      })
      // Two creates for one order can race; the unique index lets exactly one insert win.
      .onConflictDoNothing({ target: charges.merchantOrderId })
      .returning();
    if (created) return { kind: 'created', charge: created };
    const winner = await findByOrder(tx, body.merchantOrderId);
    if (!winner)
      throw new Error(`charge for order ${body.merchantOrderId} conflicted but is absent`);
    return compareWithRequest(winner, body);
  });
}

async function findByOrder(tx: Executor, merchantOrderId: string): Promise<ChargeRow | undefined> {
  const [charge] = await tx
    .select()
    .from(charges)
    .where(eq(charges.merchantOrderId, merchantOrderId))
    .limit(1);
  return charge;
}

function compareWithRequest(charge: ChargeRow, body: CreateChargeBody): CreateChargeResult {
  const same =
    charge.amountMinor === body.amount &&
    charge.currency === body.currency &&
    charge.method === body.method;
  return { kind: same ? 'replayed' : 'conflict', charge };
}

/** From the sequence `speiReferenceSequence` in the schema. */
async function nextSpeiReference(tx: Executor): Promise<string> {
  // Both drivers answer raw SQL with { rows }; node-postgres gives a bigint as text, PGlite as a number.
  const result = (await tx.execute(
    sql`select nextval('psp.spei_reference_seq') as value`,
  )) as unknown as { rows: { value: string | number }[] };
  const value = result.rows[0]?.value;
  if (value === undefined) throw new Error('the SPEI reference sequence answered nothing');
  return speiReferenceOf(Number(value));
}
