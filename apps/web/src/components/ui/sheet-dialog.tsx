import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import './sheet-dialog.css';

export interface SheetDialogProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}

/**
 * A modal form over the page (sign in, secure the account, choose limits): focus starts on the
 * title, not on × and without raising the keyboard unasked; Escape and × close it.
 */
export function SheetDialog({ title, closeLabel, onClose, testId, children }: SheetDialogProps) {
  const dialogRef = useModalDialog();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  return (
    <dialog
      ref={dialogRef}
      className="sheet"
      data-testid={testId}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <button type="button" className="sheet__close" aria-label={closeLabel} onClick={onClose}>
        ×
      </button>
      <h2 id={titleId} className="sheet__title" tabIndex={-1} ref={titleRef}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
