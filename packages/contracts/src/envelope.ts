import { z } from 'zod';

/**
 * Every player call answers with this envelope (seed §7). `msg` is for people, in the player's
 * language; `msgCode` is for programs and never changes once published.
 */
export interface Envelope<T> {
  success: boolean;
  msg: string;
  msgCode: string;
  data: T | null;
}

export const msgCodes = [
  'ok',
  'bad_request',
  'unsupported_media_type',
  'payload_too_large',
  'not_found',
  'method_not_allowed',
  'too_many_requests',
  'token_invalid',
  'login_type_unsupported',
  'region_blocked',
  'game_unknown',
  'amount_invalid',
  'deposit_unavailable',
  'username_invalid',
  'username_taken',
  'birth_date_missing',
  'under_age',
  'terms_not_accepted',
  'age_unconfirmed',
  'age_already_confirmed',
  'period_invalid',
  'excluded',
  'deposit_limit_reached',
  'internal_error',
] as const;
export type MsgCode = (typeof msgCodes)[number];

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    msg: z.string(),
    msgCode: z.string(),
    data: data.nullable(),
  });
}
