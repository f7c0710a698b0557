import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import {
  decideConsent,
  providersKey,
  useTrackingConsent,
} from '../../../lib/tracking/tracking-consent';
import { providerNames } from './provider-names';
import './consent-settings.css';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';

/**
 * The banner's answer, on the profile, where the player can change it at any time (as easily as
 * it was given). Stopping reloads the page, so the provider's script already running leaves it
 * at once. Nothing shows where the market reports to no provider.
 */
export function ConsentSettings() {
  const t = useTranslate();
  const { tracking } = useMarket();
  const key = providersKey(tracking.providers);
  const consent = useTrackingConsent(key);
  if (tracking.providers.length === 0) return null;
  const names = providerNames(tracking.providers);
  return (
    <TitledSection
      titleId="consent-settings-title"
      title={t('consent.settingsTitle')}
      className="card consent-settings"
      testId="consent-settings"
    >
      <p className="muted consent-settings__state" data-testid="consent-state">
        {consent === 'accepted'
          ? t('consent.accepted', { providers: names })
          : consent === 'declined'
            ? t('consent.declined')
            : t('consent.undecided')}
      </p>
      {consent === 'accepted' ? (
        <Button
          variant="ghost"
          block
          data-testid="consent-withdraw"
          onClick={() => {
            decideConsent('declined', key);
            globalThis.location.reload();
          }}
        >
          {t('consent.withdraw')}
        </Button>
      ) : (
        <Button
          variant="ghost"
          block
          data-testid="consent-allow"
          onClick={() => decideConsent('accepted', key)}
        >
          {t('consent.allow')}
        </Button>
      )}
    </TitledSection>
  );
}
