import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SheetDialog } from '../../../components/ui/sheet-dialog';
import { useOpenLuckyBag } from '../api/lucky-bag';
import type { LuckyBag, OpenedLuckyBag } from '../api/lucky-bag';
import type { NoviceTasks } from '../api/novice-tasks';
import { NoviceTaskClaim, NoviceTaskList } from './novice-task-list';
import { useRewardFormat } from '../hooks/use-reward-format';
import { useRewardWords } from '../reward-words';
import './lucky-bag-popup.css';

/** Seed §4: the bag can be tapped 0.4 s after it appears. */
export const bagReadyMs = 400;

function IntroStep({ bag, onNext }: { bag: LuckyBag; onNext: () => void }) {
  const w = useRewardWords();
  const { money } = useRewardFormat();
  return (
    <>
      <p className="lucky-bag__text">
        {w('bag.intro', {
          min: money(Math.min(...bag.prizesMinor)),
          max: money(Math.max(...bag.prizesMinor)),
        })}
      </p>
      <p className="lucky-bag__text">
        {bag.wageringMultiple > 0
          ? w('rules.wagering', { multiple: bag.wageringMultiple })
          : w('rules.noWagering')}
      </p>
      <Button block data-testid="lucky-bag-next" onClick={onNext}>
        {w('bag.open')}
      </Button>
    </>
  );
}

function BagStep({
  prepare,
  onOpened,
}: {
  prepare: () => Promise<boolean>;
  onOpened: (opened: OpenedLuckyBag) => void;
}) {
  const w = useRewardWords();
  const open = useOpenLuckyBag();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), bagReadyMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <button
        type="button"
        className="lucky-bag__bag"
        aria-label={w('bag.bag')}
        disabled={!ready || open.isPending}
        data-testid="lucky-bag-bag"
        onClick={() => {
          void prepare().then((ready) => {
            if (ready) open.mutate(undefined, { onSuccess: onOpened });
          });
        }}
      />
      <p className="lead" role="status">
        {open.error ? open.error.message : w('bag.tap')}
      </p>
    </>
  );
}

function PrizeStep({
  opened,
  playTitle,
  onPlay,
}: {
  opened: OpenedLuckyBag;
  playTitle: string;
  onPlay: () => void;
}) {
  const w = useRewardWords();
  const { money } = useRewardFormat();
  const { credited } = opened;
  return (
    <>
      <p className="lucky-bag__prize" data-testid="lucky-bag-prize">
        {w('bag.won', { amount: money(credited.amountMinor) })}
      </p>
      <p className="lead" role="status">
        {w('claim.credited', {
          amount: money(credited.amountMinor),
          wagering: money(credited.wageringAddedMinor),
        })}
      </p>
      <Button block data-testid="lucky-bag-play" onClick={onPlay}>
        {w('bag.play', { game: playTitle })}
      </Button>
    </>
  );
}

/**
 * The lucky bag in three steps (seed §4): what it holds and the wagering it adds, the bag, then
 * the prize the server drew and credited once. The prize's button closes it and opens Golden
 * Ox, as the seed does, and says so.
 */
export function LuckyBagPopup({
  bag,
  playTitle,
  prepare,
  onClose,
  onPlay,
}: {
  bag: LuckyBag;
  playTitle: string;
  /** A prize is play: the 18+ setup first (it resolves false if the player leaves it). */
  prepare: () => Promise<boolean>;
  onClose: () => void;
  onPlay: () => void;
}) {
  const w = useRewardWords();
  const [step, setStep] = useState<'intro' | 'bag'>('intro');
  const [opened, setOpened] = useState<OpenedLuckyBag | null>(null);
  const stepName = opened ? 'prize' : step;
  return (
    <SheetDialog
      title={w('bag.title')}
      closeLabel={w('bag.close')}
      onClose={onClose}
      testId="lucky-bag"
    >
      <div data-step={stepName} data-testid="lucky-bag-step">
        {stepName === 'intro' ? <IntroStep bag={bag} onNext={() => setStep('bag')} /> : null}
        {stepName === 'bag' ? <BagStep prepare={prepare} onOpened={setOpened} /> : null}
        {opened ? <PrizeStep opened={opened} playTitle={playTitle} onPlay={onPlay} /> : null}
      </div>
    </SheetDialog>
  );
}

/** Seed §4: the novice tasks 10 s after start, each with Complete or Completed, and the claim. */
export function NoviceTasksPopup({
  tasks,
  onClose,
  onPlay,
}: {
  tasks: NoviceTasks;
  onClose: () => void;
  onPlay: (gameId: number) => void;
}) {
  const w = useRewardWords();
  const { money } = useRewardFormat();
  return (
    <SheetDialog
      title={w('tasks.title')}
      closeLabel={w('tasks.close')}
      onClose={onClose}
      testId="novice-tasks-popup"
    >
      <p className="lead">{w('tasks.intro', { amount: money(tasks.rewardMinor) })}</p>
      <NoviceTaskList tasks={tasks} onPlay={onPlay} />
      <NoviceTaskClaim tasks={tasks} />
    </SheetDialog>
  );
}
