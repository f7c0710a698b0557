import type { ReactNode } from 'react';
import { DialogClose, useDialogTitle, useModalDialog } from '../../../components/ui/modal-dialog';
import { useTranslate } from '../../../lib/i18n';
import type { ConfirmedAge } from '../api/confirm-age';
import { AgeSetupForm } from './age-setup-form';
import { useAgeSetup } from './use-age-setup';
import './age-gate-popup.css';

export interface AgeGatePopupProps {
  onConfirmed: (confirmed: ConfirmedAge) => void;
  onClose: () => void;
  /** Shown under the title: the risk warning where the profile asks for one at sign-up. */
  notice?: ReactNode;
  /** Under the terms box: where to read the terms it accepts. */
  documents?: ReactNode;
}

/**
 * The 18+ setup (seed §5, PRODUCT.md §3.3): username, date of birth and the age-and-terms box.
 * The same rules as the server check each field before sending, so the player sees the seed's
 * message under the field at fault; it closes only once the server has recorded the setup.
 */
export default function AgeGatePopup({
  onConfirmed,
  onClose,
  notice,
  documents,
}: AgeGatePopupProps) {
  const t = useTranslate();
  const setup = useAgeSetup(onConfirmed);
  const dialogRef = useModalDialog();
  const { titleId, titleRef } = useDialogTitle();

  return (
    <dialog
      ref={dialogRef}
      className="age-gate"
      data-testid="age-gate"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <DialogClose label={t('ageGate.close')} onClose={onClose} />
      <div className="age-gate__badge" aria-hidden="true">
        {setup.minimumAge}+
      </div>
      <h2 id={titleId} className="age-gate__title" tabIndex={-1} ref={titleRef}>
        {t('ageGate.title')}
      </h2>
      <p className="age-gate__intro">{t('ageGate.intro', { age: setup.minimumAge })}</p>
      {notice}
      <AgeSetupForm setup={setup} documents={documents} />
      <p className="age-gate__note">{t('ageGate.note')}</p>
    </dialog>
  );
}
