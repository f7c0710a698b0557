import { useState } from 'react';
import { isCurrencyCode } from '@sorte/money';
import type { MarketSettings } from '@sorte/markets';
import { Button } from '../../../components/ui/button';
import { useNotify } from '../../../components/ui/notice';
import { formatMoment } from '../../../lib/format';
import { useMay } from '../../../lib/roles';
import { useWords } from '../../../lib/words';
import { usePreviewSettings, useSaveSettings } from '../api/market-settings';
import type { SettingsInForce } from '../api/market-settings';
import { draftOf, readDraft } from '../settings-draft';
import { SettingsForm } from './settings-form';
import { SettingsHistory } from './settings-history';
import { SettingsReview } from './settings-review';

/**
 * One market's settings: the version in force, the form, the preview of a change against it and
 * the save; below, the versions saved before, any of which can be loaded back into the form.
 */
export function SettingsEditor({ inForce }: { inForce: SettingsInForce }) {
  const { t } = useWords();
  const notify = useNotify();
  const mayEdit = useMay('/ops/settings/save');
  const { market, current } = inForce;
  const currency = isCurrencyCode(inForce.currency) ? inForce.currency : 'BRL';
  const [draft, setDraft] = useState(() => draftOf(current.settings, currency));
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const preview = usePreviewSettings(market);
  const save = useSaveSettings(market, (version) =>
    notify(t('settings.saved', { version, market })),
  );

  const edit = (next: typeof draft) => {
    setDraft(next);
    // A preview describes the form as it was: an edit asks for a new one.
    preview.reset();
  };
  const askPreview = () => {
    const read = readDraft(draft, currency);
    if (!read.ok) {
      const names = read.unreadable.map((field) => t(`settings.field.${field}`));
      setUnreadable(t('settings.unreadable', { fields: names.join(', ') }));
      return;
    }
    setUnreadable(null);
    preview.mutate(read.settings);
  };
  const saveWith = (note: string) => {
    const read = readDraft(draft, currency);
    if (!read.ok || !preview.data) return;
    save.mutate({ baseVersion: preview.data.baseVersion, settings: read.settings, note });
  };
  const load = (version: number, settings: MarketSettings) => {
    edit(draftOf(settings, currency));
    notify(t('settings.loaded', { version }));
  };

  return (
    <div className="stack">
      <InForceSummary inForce={inForce} mayEdit={mayEdit} />
      <SettingsForm draft={draft} onChange={edit} readOnly={!mayEdit} />
      {mayEdit && (
        <div className="form-actions">
          <Button
            variant="primary"
            busy={preview.isPending}
            onClick={askPreview}
            data-testid="settings-preview"
          >
            {t('settings.preview')}
          </Button>
        </div>
      )}
      {unreadable && (
        <p className="form-error" role="alert" data-testid="settings-unreadable">
          {unreadable}
        </p>
      )}
      {preview.data && (
        <SettingsReview
          preview={preview.data}
          currency={currency}
          onSave={saveWith}
          saving={save.isPending}
          saveError={save.error}
        />
      )}
      <SettingsHistory market={market} onLoad={mayEdit ? load : undefined} />
    </div>
  );
}

/** Which version is in force, who saved it and when; what a role that may not edit can do. */
function InForceSummary({ inForce, mayEdit }: { inForce: SettingsInForce; mayEdit: boolean }) {
  const { t, language } = useWords();
  const { current } = inForce;
  return (
    <section className="panel stack" data-testid="settings-in-force">
      <p>{t('settings.intro', { currency: inForce.currency })}</p>
      <p className="muted" data-testid="settings-version">
        {current.version === 0
          ? t('settings.inForceTable')
          : t('settings.inForce', {
              version: current.version,
              who: current.savedBy ?? '',
              when: current.savedAt ? formatMoment(current.savedAt, language) : '',
            })}
      </p>
      {!mayEdit && <p className="muted">{t('settings.readOnly')}</p>}
    </section>
  );
}
