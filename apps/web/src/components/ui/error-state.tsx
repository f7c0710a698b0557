import type { ReactNode } from 'react';
import { useTranslate } from '../../lib/i18n';
import { Button } from './button';
import { EmptyState } from './empty-state';

interface ErrorStateProps {
  title: string;
  hint: string;
  icon?: ReactNode;
  /** Asks again; the button is named "Try again" in the player's language. */
  onRetry: () => void;
  /** `h1` where it is the page's own heading. */
  titleLevel?: 'h1' | 'p';
}

/** Something could not be shown, and the one thing to do about it. */
export function ErrorState({ title, hint, icon, onRetry, titleLevel = 'p' }: ErrorStateProps) {
  const t = useTranslate();
  return (
    <EmptyState icon={icon} title={title} hint={hint} titleLevel={titleLevel}>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </EmptyState>
  );
}
