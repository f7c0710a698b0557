import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogClose, useDialogTitle, useModalDialog } from './modal-dialog';
import './sheet-dialog.css';

export interface DialogProps {
  title: string;
  /** Escape, ×, a cancel: the dialog never closes itself. */
  onClose: () => void;
  /** Shows × with this name; a confirmation has its own way back instead. */
  closeLabel?: string;
  /** `sheet` a form over the page; `confirm` the last look before something is done. */
  look?: 'sheet' | 'confirm';
  testId: string;
  children: ReactNode;
}

/**
 * The one modal of the app, a `<dialog>` opened as a modal: the browser traps focus and dims the
 * page. Focus starts on the title, not on × and without raising the keyboard unasked; Escape
 * and × call `onClose`.
 */
export function Dialog({
  title,
  onClose,
  closeLabel,
  look = 'sheet',
  testId,
  children,
}: DialogProps) {
  const dialogRef = useModalDialog();
  const { titleId, titleRef } = useDialogTitle();
  return (
    <dialog
      ref={dialogRef}
      className={look === 'confirm' ? 'sheet sheet--confirm' : 'sheet'}
      data-testid={testId}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {closeLabel === undefined ? null : <DialogClose label={closeLabel} onClose={onClose} />}
      <h2 id={titleId} className="sheet__title" tabIndex={-1} ref={titleRef}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}

export interface SheetDialogProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}

/** A modal form over the page (sign in, secure the account, choose limits), with ×. */
export function SheetDialog(props: SheetDialogProps) {
  return <Dialog {...props} look="sheet" />;
}

export interface ConfirmDialogProps {
  title: string;
  /** The figures (ConfirmRows) and any note under them. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** While the confirmed action is on its way. */
  sending?: boolean;
  testId: string;
  confirmTestId: string;
}

/** Every figure before money moves, then back or confirm (a deposit, a withdrawal). */
export function ConfirmDialog({
  title,
  children,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  sending = false,
  testId,
  confirmTestId,
}: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={onCancel} look="confirm" testId={testId}>
      {children}
      <div className="sheet__actions">
        <Button variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button disabled={sending} data-testid={confirmTestId} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
