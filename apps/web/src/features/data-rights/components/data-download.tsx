import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';
import { useTranslate } from '../../../lib/i18n';
import { fetchMyData } from '../api/data-rights';
import { saveJsonFile } from './save-json-file';

/** LGPD art. 18: the player downloads everything the operator keeps about them, as a file. */
export function DataDownload() {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = await fetchMyData({});
      saveJsonFile(`sorte-${data.exportedAt.slice(0, 10)}.json`, data);
    } catch {
      // callApi has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <TitledSection
      titleId="data-download"
      title={t('myData.download.title')}
      className="card"
      testId="data-download"
    >
      <p className="muted">{t('myData.download.text')}</p>
      <Button block disabled={busy} data-testid="data-download-button" onClick={download}>
        {t('myData.download.button')}
      </Button>
    </TitledSection>
  );
}
