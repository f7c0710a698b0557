import { Page } from '../../components/ui/page';
import { AccountClosure } from '../../features/data-rights/components/account-closure';
import { DataDownload } from '../../features/data-rights/components/data-download';
import { useTranslate } from '../../lib/i18n';

/** `/mine/data`: the player's data rights (Brazil's LGPD): their data as a file, and leaving. */
export default function MyDataRoute() {
  const t = useTranslate();
  return (
    <Page title={t('myData.title')}>
      <DataDownload />
      <AccountClosure />
    </Page>
  );
}
