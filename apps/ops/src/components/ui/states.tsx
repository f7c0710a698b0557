import { useWords } from '../../lib/words';
import { Button } from './button';

/** While a list or a record loads: announced politely, not a bare spinner. */
export function LoadingState() {
  const { t } = useWords();
  return (
    <div className="state state-loading" role="status" data-testid="state-loading">
      <span className="state-spinner" aria-hidden="true" />
      {t('state.loading')}
    </div>
  );
}

export function EmptyState({ text, testId }: { text: string; testId?: string }) {
  return (
    <div className="state state-empty" data-testid={testId ?? 'state-empty'}>
      {text}
    </div>
  );
}

/** A load that failed: what went wrong in the staff member's words, and a way to try again. */
export function ErrorState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useWords();
  return (
    <div className="state state-error" role="alert" data-testid="state-error">
      <p>{text}</p>
      {onRetry && <Button onClick={onRetry}>{t('state.retry')}</Button>}
    </div>
  );
}
