import { useTranslate } from '../../lib/i18n';
import { useSpinnerVisible } from '../../lib/ui-store';
import './spinner-overlay.css';

/** Covers the screen while a call is in flight, so a second tap cannot send it twice. */
export function SpinnerOverlay() {
  const visible = useSpinnerVisible();
  const t = useTranslate();
  if (!visible) return null;
  return (
    <div className="spinner-overlay" data-testid="spinner" role="status" aria-live="polite">
      <span className="spinner-overlay__ring" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
