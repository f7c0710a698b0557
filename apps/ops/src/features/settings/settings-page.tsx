import { useSearchParams } from 'react-router';
import { isMarketCode, markets } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { errorWords } from '../../lib/error-words';
import { useWords } from '../../lib/words';
import { useMarketSettings } from './api/market-settings';
import { SettingsEditor } from './components/settings-editor';

/** The markets staff run, in the order the product serves them, then those it has constants for. */
const marketsShown: readonly MarketCode[] = ['BR', 'PH', 'MX', 'NG', 'ID', 'VN', 'TH', 'EG'];

function marketOf(value: string | null): MarketCode {
  return value && isMarketCode(value) ? value : 'BR';
}

/** Each market's settings, edited with a preview and saved as versions (`?market=MX`). */
export function SettingsPage() {
  const { t } = useWords();
  const [search, setSearch] = useSearchParams();
  const market = marketOf(search.get('market'));
  const settings = useMarketSettings(market);
  return (
    <>
      <PageHeader title={t('settings.title')}>
        <label className="filter">
          <span>{t('settings.market')}</span>
          <select
            value={market}
            onChange={(event) => setSearch({ market: event.target.value })}
            data-testid="settings-market"
          >
            {marketsShown.map((code) => (
              <option key={code} value={code}>
                {t('settings.marketName', { market: code, currency: markets[code].currency })}
              </option>
            ))}
          </select>
        </label>
      </PageHeader>
      {settings.isPending && <LoadingState />}
      {settings.isError && (
        <ErrorState text={errorWords(settings.error, t)} onRetry={() => void settings.refetch()} />
      )}
      {settings.isSuccess && (
        // A new version in force (saved here or elsewhere) starts the form again from it.
        <SettingsEditor
          key={`${market}-${settings.data.current.version}`}
          inForce={settings.data}
        />
      )}
    </>
  );
}
