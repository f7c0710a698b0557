import { useTranslate } from '../../../lib/i18n';
import type { SiteTracking } from '../../../lib/market';
import { decideConsent, providersKey } from '../../../lib/tracking/tracking-consent';
import { providerNames } from './provider-names';
import './consent-banner.css';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';

/**
 * Asks before anything is tracked (PRODUCT.md §3.9): what would load, what it would learn, and two
 * answers of the same size and weight. It sits above the bottom nav without blocking the page;
 * dialogs (the 18+ setup) open above it, and the game frame hides it.
 */
export function ConsentBanner({ providers }: { providers: SiteTracking['providers'] }) {
  const t = useTranslate();
  const key = providersKey(providers);
  return (
    <TitledSection
      titleId="consent-banner-title"
      title={t('consent.title')}
      className="consent-banner"
      titleClassName="consent-banner__title"
      testId="consent-banner"
    >
      <p className="consent-banner__text">
        {t('consent.text', { providers: providerNames(providers) })}
      </p>
      <p className="consent-banner__note">{t('consent.note')}</p>
      <div className="consent-banner__actions">
        <Button
          variant="ghost"
          data-testid="consent-decline"
          onClick={() => decideConsent('declined', key)}
        >
          {t('consent.decline')}
        </Button>
        <Button
          variant="ghost"
          data-testid="consent-accept"
          onClick={() => decideConsent('accepted', key)}
        >
          {t('consent.accept')}
        </Button>
      </div>
    </TitledSection>
  );
}
