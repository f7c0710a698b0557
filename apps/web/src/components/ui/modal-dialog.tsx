import { useEffect, useId, useRef } from 'react';

/*
 * The pieces every modal of the app is made of, in one module so that the screens sharing them
 * fetch one small file: the `<dialog>` opened as a modal, its title focused, and its ×.
 */

/**
 * A `<dialog>` opened as a modal once it mounts: the browser then traps focus, dims the page and
 * turns Escape into the dialog's `cancel` event. Attach the returned ref to the dialog.
 */
export function useModalDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  return dialogRef;
}

/**
 * The id and ref of a modal's title, which takes the focus once the dialog is open: reading starts
 * there, not on ×, and the phone's keyboard does not rise unasked. Call it after useModalDialog,
 * so that its effect (opening the dialog) has run when this one focuses.
 */
export function useDialogTitle() {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  return { titleId, titleRef };
}

interface DialogCloseProps {
  /** What a screen reader calls the ×, in the dialog's own words ("Close"). */
  label: string;
  onClose: () => void;
}

/** The × in a modal's top corner (`.dialog-close` in global.css); Escape does the same. */
export function DialogClose({ label, onClose }: DialogCloseProps) {
  return (
    <button type="button" className="dialog-close" aria-label={label} onClick={onClose}>
      ×
    </button>
  );
}
