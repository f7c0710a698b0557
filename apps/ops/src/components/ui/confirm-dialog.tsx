import type { ReactNode } from 'react';
import { errorWords } from '../../lib/error-words';
import { useWords } from '../../lib/words';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  title: string;
  testId: string;
  /** What the action does, said before it is done. */
  children: ReactNode;
  confirmLabel: string;
  confirmTestId: string;
  /** The failed attempt, in the staff member's words under the text; null before any. */
  error: unknown;
  errorTestId?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone: what it does, cancel, and the action in red. */
export function ConfirmDialog({
  title,
  testId,
  children,
  confirmLabel,
  confirmTestId,
  error,
  errorTestId,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useWords();
  return (
    <Dialog title={title} onClose={onClose} testId={testId}>
      <div className="stack">
        {children}
        {error !== null && error !== undefined && (
          <p className="form-error" role="alert" data-testid={errorTestId}>
            {errorWords(error, t)}
          </p>
        )}
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button variant="danger" busy={busy} onClick={onConfirm} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
