import { useSyncExternalStore } from 'react';

export interface Question {
  /** Opens the question (if it is not open) and waits for its answer. */
  ask: () => Promise<boolean>;
  /** Answers everybody waiting, and closes it. */
  settle: (answer: boolean) => void;
  useOpen: () => boolean;
}

/**
 * A question the app asks over every screen (the 18+ setup, the limits setup): whatever needs the
 * answer asks and waits; requests made while it is open share its answer.
 */
export function createQuestion(): Question {
  let waiting: ((answer: boolean) => void)[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    ask: () =>
      new Promise((resolve) => {
        waiting.push(resolve);
        if (waiting.length === 1) notify();
      }),
    settle: (answer) => {
      const answered = waiting;
      waiting = [];
      notify();
      for (const resolve of answered) resolve(answer);
    },
    useOpen: () =>
      useSyncExternalStore(
        subscribe,
        () => waiting.length > 0,
        () => false,
      ),
  };
}
