import type { NoviceTasks } from '../api/novice-tasks';
import { useRewardFormat } from '../hooks/use-reward-format';
import { useRewardWords } from '../reward-words';
import { NoviceTaskClaim, NoviceTaskList } from './novice-task-list';
import { RewardRules } from './reward-rules';

/**
 * The novice tasks explained, with each task's progress (Complete opens its game) and the claim,
 * greyed until every task is done.
 */
export function NoviceTaskRules({
  tasks,
  onPlay,
}: {
  tasks: NoviceTasks;
  onPlay: (gameId: number) => void;
}) {
  const w = useRewardWords();
  const { money } = useRewardFormat();
  return (
    <>
      <RewardRules wageringMultiple={tasks.wageringMultiple}>
        <li>{w('tasks.intro', { amount: money(tasks.rewardMinor) })}</li>
      </RewardRules>
      <NoviceTaskList tasks={tasks} onPlay={onPlay} />
      <NoviceTaskClaim tasks={tasks} />
    </>
  );
}
