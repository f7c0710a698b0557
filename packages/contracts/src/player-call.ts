import type { z } from 'zod';

/**
 * One player call: its path, what it takes and what it answers inside the envelope. The api
 * registers routes from these, the web app takes its types from them, and /openapi.json is
 * generated from the same objects, so the three cannot drift.
 */
export interface PlayerCall<Body extends z.ZodType, Data extends z.ZodType> {
  path: string;
  summary: string;
  /** Calls that work without an access token (only login). */
  public: boolean;
  body: Body;
  data: Data;
}

export function definePlayerCall<Body extends z.ZodType, Data extends z.ZodType>(
  call: PlayerCall<Body, Data>,
): PlayerCall<Body, Data> {
  return call;
}

export type CallBody<C> = C extends PlayerCall<infer B, z.ZodType> ? z.input<B> : never;
export type CallData<C> = C extends PlayerCall<z.ZodType, infer D> ? z.output<D> : never;
