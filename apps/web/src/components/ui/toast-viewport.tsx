import { useToast } from '../../lib/ui-store';
import './toast-viewport.css';

/** The live region is always present so screen readers announce each new message. */
export function ToastViewport() {
  const toast = useToast();
  return (
    <div className="toast-viewport" role="status" aria-live="polite">
      {toast ? (
        <p key={toast.id} className="toast" data-testid="toast">
          {toast.message}
        </p>
      ) : null}
    </div>
  );
}
