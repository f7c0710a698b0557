import { useState } from 'react';
import { useTranslate } from '../../../lib/i18n';
import { useSignOut } from '../hooks/use-sign-out';
import { Button } from '../../../components/ui/button';

export function LogoutButton() {
  const t = useTranslate();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);

  const onClick = () => {
    setBusy(true);
    signOut().catch(() => setBusy(false));
  };

  return (
    <Button variant="secondary" block data-testid="logout-button" disabled={busy} onClick={onClick}>
      {t('mine.logout')}
    </Button>
  );
}
