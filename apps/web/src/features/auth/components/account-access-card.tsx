import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { lazyWithWords, listFormat, useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { openSignIn } from '../../../lib/sign-in-store';
import './account-access-card.css';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';

// Its own chunk: most visits to the profile never open it.
const SecureAccountSheet = lazyWithWords(() => import('./secure-account-sheet'));

export interface AccountAccessCardProps {
  username: string;
  credentials: { bound: boolean; phone: string | null; email: string | null };
  /** Run before the form opens: the username it binds comes from the 18+ setup. */
  prepare: () => Promise<boolean>;
  notice?: ReactNode;
}

/**
 * How the account is signed into: a guest account opens only on this device, so the card offers
 * to secure it with a password; a secured one names the ways in. Either way, another account can
 * be signed into here.
 */
export function AccountAccessCard({
  username,
  credentials,
  prepare,
  notice,
}: AccountAccessCardProps) {
  const t = useTranslate();
  const { language } = useMarket();
  const [securing, setSecuring] = useState(false);
  const ways = [username, credentials.phone, credentials.email].filter(
    (way): way is string => !!way,
  );

  const startSecuring = () => {
    void prepare().then((ready) => setSecuring(ready));
  };

  return (
    <TitledSection
      titleId="account-access-title"
      title={t('account.title')}
      className="card account-access"
      titleClassName="account-access__title"
      testId="account-access"
    >
      <p className="account-access__state" data-testid="account-access-state">
        {credentials.bound
          ? t('account.bound', {
              ways: listFormat(language, { type: 'disjunction' }).format(ways),
            })
          : t('account.guest')}
      </p>
      <div className="account-access__actions">
        <button
          type="button"
          className={credentials.bound ? 'button button--outline' : 'button button--gold'}
          data-testid="secure-account"
          onClick={startSecuring}
        >
          {t(credentials.bound ? 'account.changePassword' : 'account.secure')}
        </button>
        <Button variant="ghost" data-testid="sign-in-other" onClick={openSignIn}>
          {t('account.signInOther')}
        </Button>
      </div>
      {securing ? (
        <Suspense fallback={null}>
          <SecureAccountSheet
            username={username}
            bound={credentials.bound}
            phone={credentials.phone}
            email={credentials.email}
            notice={notice}
            onClose={() => setSecuring(false)}
            onSecured={() => setSecuring(false)}
          />
        </Suspense>
      ) : null}
    </TitledSection>
  );
}
