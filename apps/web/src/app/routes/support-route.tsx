import { Page } from '../../components/ui/page';
import { ContactCard } from '../../features/support/components/contact-card';
import { FaqList } from '../../features/support/components/faq-list';
import { useTranslate } from '../../lib/i18n';

export default function SupportRoute() {
  const t = useTranslate();
  return (
    <Page title={t('service.title')}>
      <ContactCard />
      <section aria-labelledby="faq-title">
        <h2 id="faq-title" className="section-title">
          {t('service.faq')}
        </h2>
        <FaqList />
      </section>
    </Page>
  );
}
