import type { PostResult } from '../ledger/post-transaction';

export type DepositCreditVerdict = { status: 'credited' } | { status: 'review'; reason: string };

/**
 * What the ledger's answers to a deposit's credit mean for its order. Pure. Only a deposit (and its
 * bonus, when it has one) written now credits the order; a key the ledger already holds means the
 * books and the order disagree, so the order waits for an operator and nothing moves. A credit can
 * never be refused for funds: that answer is a bug.
 */
export function judgeDepositCredit(
  deposit: PostResult,
  bonus: PostResult | null,
): DepositCreditVerdict {
  for (const [what, result] of [
    ['deposit', deposit],
    ['bonus', bonus],
  ] as const) {
    if (result === null || result.status === 'applied') continue;
    if (result.status === 'insufficient') {
      throw new Error(`a deposit's ${what} credit was refused for funds`);
    }
    return {
      status: 'review',
      reason:
        result.status === 'duplicate'
          ? `the ledger already holds this ${what} (transaction ${result.transactionId}); nothing was credited again`
          : `the ${what}'s ledger key was used for another movement (transaction ${result.transactionId}); nothing was credited`,
    };
  }
  return { status: 'credited' };
}
