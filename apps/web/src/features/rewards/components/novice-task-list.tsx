import { Button } from '../../../components/ui/button';
import { useClaimNoviceReward } from '../api/claim-novice-reward';
import type { NoviceTasks } from '../api/novice-tasks';
import { useRewardFormat } from '../hooks/use-reward-format';
import { useRewardWords } from '../reward-words';
import './novice-task-list.css';

/**
 * Seed §4: each task with its rounds; a finished one reads Completed, an unfinished one offers
 * Complete, which opens its game (`onPlay`).
 */
export function NoviceTaskList({
  tasks,
  onPlay,
}: {
  tasks: NoviceTasks;
  onPlay: (gameId: number) => void;
}) {
  const w = useRewardWords();
  return (
    <ul className="novice-tasks">
      {tasks.taskItems.map((task) => {
        const done = task.currentProcess >= task.maxProcess;
        return (
          <li
            key={task.gameId}
            className="novice-tasks__row"
            data-testid={`novice-task-${task.gameId}`}
            aria-label={w('tasks.progress', {
              game: task.gameName,
              done: task.currentProcess,
              total: task.maxProcess,
            })}
          >
            <span className="novice-tasks__name">{task.gameName}</span>
            <span className="novice-tasks__count">
              {task.currentProcess}/{task.maxProcess}
            </span>
            <Button
              variant={done ? 'ghost' : 'primary'}
              disabled={done}
              data-testid={`novice-task-${task.gameId}-action`}
              onClick={() => onPlay(task.gameId)}
            >
              {done ? w('tasks.completed') : w('tasks.complete')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The reward's button: greyed until every task is done (gotFlag 0), claimable once (1), then the
 * credit and "received" (2). A refusal's words come in the api client's toast.
 */
export function NoviceTaskClaim({ tasks }: { tasks: NoviceTasks }) {
  const w = useRewardWords();
  const { money } = useRewardFormat();
  const claim = useClaimNoviceReward();
  const credited = claim.data?.credited;
  const gotFlag = claim.data?.result.gotFlag ?? tasks.gotFlag;
  if (gotFlag === 2) {
    return (
      <p className="lead" data-testid="tasks-received" role="status">
        {credited
          ? w('claim.credited', {
              amount: money(credited.amountMinor),
              wagering: money(credited.wageringAddedMinor),
            })
          : w('tasks.received')}
      </p>
    );
  }
  return (
    <Button
      block
      disabled={gotFlag === 0 || claim.isPending}
      data-testid="tasks-claim"
      onClick={() => claim.mutate()}
    >
      {w('tasks.claim', { amount: money(tasks.rewardMinor) })}
    </Button>
  );
}
