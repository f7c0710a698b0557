import { Button, ButtonLink } from '../../../components/ui/button';
import { useClaimNoviceReward } from '../api/claim-novice-reward';
import type { NoviceTasks } from '../api/novice-tasks';
import { useRewardFormat } from '../hooks/use-reward-format';
import { useRewardWords } from '../reward-words';
import { RewardRules } from './reward-rules';

/**
 * The novice tasks explained, with the player's progress and the claim once every task is done;
 * until then the button goes to the games (`gamesPath`).
 */
export function NoviceTaskRules({ tasks, gamesPath }: { tasks: NoviceTasks; gamesPath: string }) {
  const w = useRewardWords();
  const { money } = useRewardFormat();
  const claim = useClaimNoviceReward();
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
      ) : tasks.gotFlag === 1 ? (
        <Button
          block
          disabled={claim.isPending}
          data-testid="tasks-claim"
          onClick={() => claim.mutate()}
        >
          {w('tasks.claim', { amount: money(tasks.rewardMinor) })}
        </Button>
      ) : (
        <ButtonLink block to={gamesPath} data-testid="tasks-go">
          {w('tasks.go')}
        </ButtonLink>
      )}
    </>
  );
}
