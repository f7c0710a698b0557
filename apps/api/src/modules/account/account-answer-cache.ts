export interface AccountAnswerCacheOptions {
  /** Longest an answer is kept even if no change is heard of; 0 turns the cache off. */
  ttlMs: number;
  entriesMax: number;
  /** False while a change could go unheard (the database's listening connection is down). */
  isComplete: () => boolean;
  nowMs?: () => number;
}

export interface AccountAnswerCache<Answer> {
  /** The remembered answer, or a fresh one from `load`, remembered unless a change raced it. */
  read: (playerId: number, load: () => Promise<Answer>) => Promise<Answer>;
  /** Something this player's account shows changed. */
  forget: (playerId: number) => void;
  forgetAll: () => void;
}

interface Load<Answer> {
  promise: Promise<Answer>;
  /** A change was heard while this load ran: its answer may predate the change. */
  overtaken: boolean;
}

/**
 * A player's account answer, kept in memory until the database says something it shows changed.
 * A load that a change overtakes is answered to its own callers but never remembered, and a
 * caller who arrives after the change starts a fresh load, so nobody reads past a change the
 * process has heard of. Concurrent readers of one player share one load.
 */
export function createAccountAnswerCache<Answer>(
  options: AccountAnswerCacheOptions,
): AccountAnswerCache<Answer> {
  const nowMs = options.nowMs ?? Date.now;
  const entries = new Map<number, { answer: Answer; storedAtMs: number }>();
  const loads = new Map<number, Load<Answer>>();

  function remember(playerId: number, answer: Answer): void {
    // Oldest first: Map keeps insertion order, so the first key is the one to drop.
    if (entries.size >= options.entriesMax) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(playerId, { answer, storedAtMs: nowMs() });
  }

  function startLoad(playerId: number, load: () => Promise<Answer>): Load<Answer> {
    const started: Load<Answer> = {
      overtaken: false,
      promise: load().then(
        (answer) => {
          if (loads.get(playerId) === started) loads.delete(playerId);
          if (!started.overtaken && options.isComplete()) remember(playerId, answer);
          return answer;
        },
        (error: unknown) => {
          if (loads.get(playerId) === started) loads.delete(playerId);
          throw error;
        },
      ),
    };
    loads.set(playerId, started);
    return started;
  }

  return {
    read(playerId, load) {
      if (options.ttlMs <= 0 || !options.isComplete()) return load();
      const entry = entries.get(playerId);
      if (entry) {
        if (nowMs() - entry.storedAtMs < options.ttlMs) return Promise.resolve(entry.answer);
        entries.delete(playerId);
      }
      return (loads.get(playerId) ?? startLoad(playerId, load)).promise;
    },
    forget(playerId) {
      entries.delete(playerId);
      const running = loads.get(playerId);
      if (running) {
        running.overtaken = true;
        loads.delete(playerId);
      }
    },
    forgetAll() {
      entries.clear();
      for (const running of loads.values()) running.overtaken = true;
      loads.clear();
    },
  };
}
