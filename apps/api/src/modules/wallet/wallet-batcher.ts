import type { Database } from '../../db/database';
import { mayHaveCommitted } from '../../db/database-error';
import { isRetryableDatabaseError, runWalletBatch, runWalletCall } from './call-wallet-function';
import type {
  StoredAnswer,
  WalletCall,
  WalletFunction,
  WalletRequest,
} from './call-wallet-function';

interface PendingCall extends WalletCall {
  resolve: (answer: StoredAnswer) => void;
  reject: (error: unknown) => void;
  /** Sent once this call is accepted, at the head of the very next batch (submitInTurn). */
  then?: PendingCall;
}

export interface WalletBatcherOptions {
  /** Calls sent in one round trip at most. */
  batchSizeMax: number;
  /** Round trips in flight at once; calls arriving meanwhile wait and go together. */
  inFlightMax: number;
  /**
   * Told, before any caller is answered, whose account a batch changed: a batch leaves its news of
   * them to the api to announce (wallet_batch_announced_by_caller, docs/decisions/0030).
   */
  accountsChanged: (playerIds: readonly number[]) => void;
  /** Told when a batch failed and may still have committed (its answer lost on the way). */
  accountsMayHaveChanged: () => void;
}

export interface WalletBatcher {
  submit: (fn: WalletFunction, request: WalletRequest) => Promise<StoredAnswer>;
  /**
   * `first`, then, once it is accepted, `second` at the head of the next batch (a round in one
   * call: its bet, then its win). Answers both, or `first`'s refusal and null (`second` unsent).
   */
  submitInTurn: (
    first: WalletCall,
    second: WalletCall,
  ) => Promise<[StoredAnswer, StoredAnswer | null]>;
}

/**
 * Group commit for the wallet: while a few round trips are in flight, calls that arrive queue up
 * and go to the database together, in one transaction, applied in order. A batch that fails as a
 * whole (two batches racing for one transaction id) is re-run call by call, so one
 * call's trouble never becomes another's.
 *
 * When a batch comes back, the calls queued meanwhile leave for the database before the batch's
 * own callers are answered: answering a batch (each caller's reply written) takes the process a
 * millisecond or two, which the database would otherwise spend waiting for its next batch.
 */
export function createWalletBatcher(db: Database, options: WalletBatcherOptions): WalletBatcher {
  const queue: PendingCall[] = [];
  let inFlight = 0;

  /** What follows calls just accepted goes first in the next batch, in their order. */
  function queueWhatFollows(calls: PendingCall[], answers: StoredAnswer[]): void {
    const following = calls.flatMap((call, index) =>
      call.then && answers[index]?.ok ? [call.then] : [],
    );
    queue.unshift(...following);
  }

  async function runAlone(call: PendingCall): Promise<() => void> {
    let outcome: Awaited<ReturnType<typeof runWalletCall>>;
    try {
      outcome = await runWalletCall(db, call.fn, call.request);
    } catch (error) {
      if (mayHaveCommitted(error)) options.accountsMayHaveChanged();
      return () => call.reject(error);
    }
    options.accountsChanged(outcome.changedPlayers);
    queueWhatFollows([call], [outcome.answer]);
    return () => call.resolve(outcome.answer);
  }

  /** Runs a batch; answers what settles its callers, for after the next batch has left. */
  async function runBatch(batch: PendingCall[]): Promise<() => void> {
    if (batch.length === 1 && batch[0]) return runAlone(batch[0]);
    let outcome: Awaited<ReturnType<typeof runWalletBatch>>;
    try {
      outcome = await runWalletBatch(
        db,
        batch.map((call) => ({ fn: call.fn, request: call.request })),
      );
    } catch (error) {
      if (!isRetryableDatabaseError(error)) {
        if (mayHaveCommitted(error)) options.accountsMayHaveChanged();
        return () => {
          for (const call of batch) call.reject(error);
        };
      }
      // Re-run one by one, each caller answered as soon as its own call is through.
      for (const call of batch) (await runAlone(call))();
      return () => {};
    }
    options.accountsChanged(outcome.changedPlayers);
    const { answers } = outcome;
    queueWhatFollows(batch, answers);
    return () => batch.forEach((call, index) => call.resolve(answers[index] as StoredAnswer));
  }

  function drain(): void {
    while (inFlight < options.inFlightMax && queue.length > 0) {
      const batch = queue.splice(0, options.batchSizeMax);
      inFlight += 1;
      void runBatch(batch).then(
        (settle) => {
          inFlight -= 1;
          drain();
          // Answered in a task of its own, once the next batch's query has been written.
          setImmediate(settle);
        },
        (error: unknown) => {
          inFlight -= 1;
          drain();
          for (const call of batch) call.reject(error);
        },
      );
    }
  }

  return {
    submit: (fn, request) =>
      new Promise<StoredAnswer>((resolve, reject) => {
        queue.push({ fn, request, resolve, reject });
        drain();
      }),
    submitInTurn: (first, second) =>
      new Promise((resolve, reject) => {
        queue.push(pendingPair(first, second, resolve, reject));
        drain();
      }),
  };
}

/**
 * `first` as a pending call carrying `second` (sent once `first` is accepted): both answers
 * reach `resolve` together, or `first`'s refusal alone.
 */
function pendingPair(
  first: WalletCall,
  second: WalletCall,
  resolve: (answers: [StoredAnswer, StoredAnswer | null]) => void,
  reject: (error: unknown) => void,
): PendingCall {
  const answered: { first?: StoredAnswer; second?: StoredAnswer } = {};
  const settleIfBoth = () => {
    if (answered.first && answered.second) resolve([answered.first, answered.second]);
  };
  const then: PendingCall = {
    ...second,
    resolve: (answer) => {
      answered.second = answer;
      settleIfBoth();
    },
    reject,
  };
  return {
    ...first,
    then,
    resolve: (answer) => {
      answered.first = answer;
      if (answer.ok) settleIfBoth();
      else resolve([answer, null]);
    },
    reject,
  };
}
