import { useTranslate } from '../../lib/i18n';

interface LoadingStateProps {
  /** The shape of what is coming (`card withdraw-panel`), so the page does not jump when it lands. */
  className?: string;
}

/** Where an answer is on its way: the space it will take, busy, and "Loading" for a reader. */
export function LoadingState({ className }: LoadingStateProps) {
  const t = useTranslate();
  return (
    <div className={className} role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
