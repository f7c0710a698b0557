import { z } from 'zod';

/** The seed lets the client ask for no spinner; the server ignores it but must accept it. */
export const clientFlags = {
  notSpinning: z.boolean().optional(),
};

/** Amounts travel as integers of minor units, never floats (PRODUCT.md §3.1). */
export const amountMinor = z.number().int().safe().nonnegative();

/**
 * A game's id in a body: the catalogue's ids are small, and the database keeps them in `integer`
 * columns, so a larger one is refused here as bad input (it once reached PostgreSQL, out of
 * range, and answered 500).
 */
export const gameIdField = z.number().int().positive().max(2_147_483_647);

/**
 * A caller's key for one request that moves money, so that sending it again after a lost answer
 * gets the first answer's record back rather than a second one. Unique per caller; the caller
 * makes a new one for each new request (a random id is best).
 */
export const idempotencyKeyField = z
  .string()
  .regex(/^[A-Za-z0-9:_.-]{8,100}$/, 'must be 8 to 100 letters, digits or :_.-');

export const emptyBody = z.object(clientFlags).strict();

/** The body of a staff list paged back by keyset: up to 100 rows after `cursor`. */
export const opsPageBody = z
  .object({
    pageSize: z.number().int().min(1).max(100).optional(),
    cursor: z.number().int().safe().positive().optional(),
  })
  .strict();

/** A page of `row`s; `nextCursor` is null on the last page. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({ list: z.array(row), nextCursor: z.number().int().nullable() });
}
