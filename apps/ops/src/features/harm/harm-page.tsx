import { useState } from 'react';
import { errorWords } from '../../lib/error-words';
import { useMay } from '../../lib/roles';
import { useWords } from '../../lib/words';
import { PageHeader } from '../../components/page-header';
import { useNotify } from '../../components/ui/notice';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useHarmQueue } from './api/list-harm-queue';
import type { HarmEntry } from './api/list-harm-queue';
import { useScorePlayers } from './api/score-players';
import { HarmTable } from './components/harm-table';
import { InteractionDialog } from './components/interaction-dialog';

/**
 * Players whose markers of harm scored 2 or more in the last 7 days, with the evidence, and what
 * staff did for them; an admin scores everyone now rather than waiting for the hourly run.
 */
export function HarmPage() {
  const { t, language } = useWords();
  const notify = useNotify();
  const queue = useHarmQueue();
  const score = useScorePlayers();
  const mayScore = useMay('/ops/harm/score');
  const [interacting, setInteracting] = useState<HarmEntry | null>(null);
  const rows = queue.data?.list ?? [];

  const onScore = () =>
    score.mutate(undefined, {
      onSuccess: ({ scored }) => notify(t('harm.scored', { count: scored })),
      onError: (error) => notify(errorWords(error, t), 'bad'),
    });

  return (
    <>
      <PageHeader title={t('harm.title')}>
        {mayScore && (
          <Button busy={score.isPending} onClick={onScore} data-testid="harm-score-now">
            {t('harm.scoreNow')}
          </Button>
        )}
      </PageHeader>
      <p className="muted page-intro">{t('harm.intro')}</p>
      {queue.isPending && <LoadingState />}
      {queue.isError && (
        <ErrorState text={errorWords(queue.error, t)} onRetry={() => void queue.refetch()} />
      )}
      {queue.isSuccess && rows.length === 0 && <EmptyState text={t('harm.empty')} />}
      {rows.length > 0 && (
        <section className="panel">
          <p className="panel-summary" data-testid="harm-summary">
            {t('harm.count', { count: rows.length })}
          </p>
          <HarmTable rows={rows} t={t} language={language} onInteract={setInteracting} />
        </section>
      )}
      {interacting && (
        <InteractionDialog entry={interacting} onClose={() => setInteracting(null)} />
      )}
    </>
  );
}
