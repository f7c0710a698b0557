import { z } from 'zod';

/** The seed lets the client ask for no spinner; the server ignores it but must accept it. */
export const clientFlags = {
  notSpinning: z.boolean().optional(),
};

/** Amounts travel as integers of minor units, never floats (PRODUCT.md §3.1). */
export const amountMinor = z.number().int().safe().nonnegative();

export const emptyBody = z.object(clientFlags).strict();
