import './dialog-close.css';

interface DialogCloseProps {
  /** What a screen reader calls the ×, in the dialog's own words ("Close"). */
  label: string;
  onClose: () => void;
}

/** The × in a modal's top corner: a 44px target, named for a screen reader; Escape does the same. */
export function DialogClose({ label, onClose }: DialogCloseProps) {
  return (
    <button type="button" className="dialog-close" aria-label={label} onClick={onClose}>
      ×
    </button>
  );
}
