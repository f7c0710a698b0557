import { useEffect, useRef } from 'react';

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
