import { ButtonLink } from '../../../components/ui/button';
import type { NoviceTasks } from '../api/novice-tasks';
import { useRewardFormat } from '../hooks/use-reward-format';
import { useRewardWords } from '../reward-words';
import { RewardRules } from './reward-rules';

/**
 * The novice tasks explained, with the player's progress. The claim belongs to the home's novice
 * popup: the button goes to `tasksPath` (`/?tasks=1`), which opens it.
 */
export function NoviceTaskRules({ tasks, tasksPath }: { tasks: NoviceTasks; tasksPath: string }) {
  const w = useRewardWords();
  const { money } = useRewardFormat();
  return (
    <>
      <RewardRules wageringMultiple={tasks.wageringMultiple}>
        <li>{w('tasks.intro', { amount: money(tasks.rewardMinor) })}</li>
        {tasks.taskItems.map((task) => (
          <li key={task.gameId} data-testid={`novice-task-${task.gameId}`}>
            {w('tasks.progress', {
              game: task.gameName,
              done: task.currentProcess,
              total: task.maxProcess,
            })}
          </li>
        ))}
      </RewardRules>
      {tasks.gotFlag === 2 ? (
        <p className="lead">{w('tasks.received')}</p>
      ) : (
        <ButtonLink block to={tasksPath} data-testid="tasks-go">
          {w('tasks.go')}
        </ButtonLink>
      )}
    </>
  );
}
