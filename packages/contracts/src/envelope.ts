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
  'credentials_invalid',
  'login_locked',
  'login_locked_address',
  'credentials_required',
  'session_idle',
  'password_too_weak',
  'password_wrong',
  'phone_invalid',
  'email_invalid',
  'phone_taken',
  'email_taken',
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
  'loss_limit_reached',
  'play_time_limit_reached',
  'limits_required',
  'limit_invalid',
  'payout_account_invalid',
  'payout_account_unknown',
  'cpf_invalid',
  'cpf_already_set',
  'cpf_taken',
  'withdrawProcessing',
  'needPlayGame',
  'daily_limit_reached',
  'too_frequent',
  'account_missing',
  'only_support_ten',
  'insufficient_balance',
  'needUpgradeVip',
  'no_channel',
  'quote_changed',
  'idempotency_key_reused',
  'withdrawal_unknown',
  'withdrawal_not_cancellable',
  'withdrawal_not_in_review',
  'ticket_topic_invalid',
  'ticket_message_too_short',
  'ticket_message_too_long',
  'ticket_message_invalid',
  'too_many_open_tickets',
  'ticket_unknown',
  'ticket_closed',
  'ticket_full',
  'internal_error',
  // Rewards: not offered in this market, not earned yet, today's already claimed.
  'reward_unavailable',
  'reward_not_due',
  'reward_claimed_today',
  // Staff: a role without the right, a session before its second factor, TOTP enrolment.
  'staff_role_forbidden',
  'staff_second_factor_required',
  'totp_already_enrolled',
  'totp_code_wrong',
  'staff_unknown',
  // Withdrawals and deposits in review (operator console).
  'withdrawal_same_approver',
  'withdrawal_not_retryable',
  'deposit_unknown',
  'deposit_not_in_review',
  'deposit_currency_differs',
  'deposit_payment_in_ledger',
  'provider_unavailable',
  'provider_refused',
  // Staff on a player's record: an unknown player, a note out of bounds, a manual adjustment refused.
  'note_too_short',
  'note_too_long',
  'note_invalid',
  'adjustment_amount_invalid',
  'adjustment_reason_invalid',
  'adjustment_unknown',
  'adjustment_not_pending',
  'adjustment_same_staff',
  'adjustment_exceeds_balance',
  // Reports: a range backwards or longer than a report covers.
  'report_range_invalid',
  // Data rights: no open request to close the account, money still in it or on its way, closed.
  'closure_request_none',
  'closure_money_left',
  'account_closed',
  'player_unknown',
  // Markers of harm: a care message that is not the player's.
  'care_message_unknown',
  // Market settings: saved over an older version, failing a check, or changing nothing.
  'settings_version_stale',
  'settings_invalid',
  'settings_unchanged',
] as const;
export type MsgCode = (typeof msgCodes)[number];

/** The envelope of a call that succeeded: `data` is the call's answer. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    msg: z.string(),
    msgCode: z.literal('ok'),
    data,
  });
}

/** The envelope of a refused call: one of the stable codes, and no data. */
export const refusalEnvelope = z.object({
  success: z.literal(false),
  msg: z.string(),
  msgCode: z.enum(msgCodes),
  data: z.null(),
});
