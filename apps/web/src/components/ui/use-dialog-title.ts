import { useEffect, useId, useRef } from 'react';

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
