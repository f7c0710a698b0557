import { z } from 'zod';

/** The seed lets the client ask for no spinner; the server ignores it but must accept it. */
export const clientFlags = {
  notSpinning: z.boolean().optional(),
};

/** Amounts travel as integers of minor units, never floats (PRODUCT.md §3.1). */
export const amountMinor = z.number().int().safe().nonnegative();

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
