/**
 * How many passes of the payout sender may find the provider unreachable for one approved payout
 * before it stops asking and leaves the payout to staff (`/ops/withdrawals/retry`): about a minute
 * at the default `PAYOUT_SEND_INTERVAL_MS`. An outage longer than that is something an operator
 * should see, not a loop that asks forever.
 */
export const payoutSendAttemptsMax = 30;
