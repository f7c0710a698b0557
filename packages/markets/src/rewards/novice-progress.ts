import type { NoviceTask } from './reward-settings';

/** The seed's novice task answer: each task's progress and the reward's state. */
export interface NoviceProgress {
  readonly taskItems: readonly { gameId: number; currentProcess: number; maxProcess: number }[];
  /** 0: not claimable yet (greyed); 1: every task done, claimable; 2: received. */
  readonly gotFlag: 0 | 1 | 2;
}

/** Progress from the player's settled rounds per game; pure. */
export function noviceProgress(
  tasks: readonly NoviceTask[],
  settledRoundsByGame: ReadonlyMap<number, number>,
  received: boolean,
): NoviceProgress {
  const taskItems = tasks.map((task) => ({
    gameId: task.gameId,
    currentProcess: Math.min(settledRoundsByGame.get(task.gameId) ?? 0, task.roundsToSettle),
    maxProcess: task.roundsToSettle,
  }));
  const done = taskItems.every((item) => item.currentProcess >= item.maxProcess);
  return { taskItems, gotFlag: received ? 2 : done ? 1 : 0 };
}
