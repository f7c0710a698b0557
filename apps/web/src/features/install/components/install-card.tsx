import { useState } from 'react';
import { useTranslate } from '../../../lib/i18n';
import { promptInstall, useInstallState } from '../../../lib/install-prompt';
import type { InstallAnswer } from '../../../lib/install-prompt';
import { showToast } from '../../../lib/ui-store';
import './install-card.css';
import { Button } from '../../../components/ui/button';

/**
 * Installing the app on the home screen (seed §8's "App installed" and "Browser does not support
 * for app install"): the browser's own prompt where it offers one (captured at start-up by
 * `lib/install-prompt.ts`), the truth where it does not, with the way iOS does it by hand.
 * Not shown inside the installed app.
 */
export function InstallCard() {
  const t = useTranslate();
  const { standalone, installed, promptReady } = useInstallState();
  const [lastAnswer, setLastAnswer] = useState<InstallAnswer | null>(null);
  if (standalone) return null;

  async function install() {
    const answer = await promptInstall();
    if (answer === 'accepted') showToast(t('install.installed'));
    if (answer === 'unavailable') {
      // After a "not now" the browser still installs from its menu; it only stops asking.
      showToast(lastAnswer === 'dismissed' ? t('install.later') : t('install.unsupported'));
    }
    if (answer !== 'unavailable' || lastAnswer !== 'dismissed') setLastAnswer(answer);
  }

  const done = installed && !promptReady;
  return (
    <section
      className="card install-card"
      aria-labelledby="install-card-title"
      data-testid="install-card"
    >
      <div className="install-card__head">
        <img
          className="install-card__icon"
          src="/icons/icon-192.png"
          alt=""
          width={48}
          height={48}
        />
        <div>
          <h2 id="install-card-title" className="install-card__title">
            {t('install.title')}
          </h2>
          <p className="install-card__text muted">
            {done ? t('install.installedText') : t('install.text')}
          </p>
        </div>
      </div>
      {lastAnswer === 'unavailable' ? (
        <p className="install-card__hint" data-testid="install-hint">
          {t('install.iosHint')}
        </p>
      ) : null}
      {done ? null : (
        <Button
          variant="secondary"
          block
          data-testid="install-button"
          onClick={() => void install()}
        >
          {t('install.button')}
        </Button>
      )}
    </section>
  );
}
