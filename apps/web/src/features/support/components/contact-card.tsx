import { ChatIcon, MailIcon } from '../../../components/ui/icons';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { showToast } from '../../../lib/ui-store';
import './contact-card.css';

export function ContactCard() {
  const t = useTranslate();
  const { supportEmail } = useMarket().operator;
  return (
    <section className="card card--gold contact-card" aria-labelledby="contact-title">
      <h2 id="contact-title" className="contact-card__title">
        {t('service.contact.title')}
      </h2>
      <p className="lead">{t('service.contact.text')}</p>
      <div className="contact-card__actions">
        <button
          type="button"
          className="button button--gold"
          onClick={() => showToast(t('common.comingSoon'))}
        >
          <ChatIcon />
          {t('service.chat')}
        </button>
        <a className="button button--outline" href={`mailto:${supportEmail}`}>
          <MailIcon />
          {t('service.email')}
        </a>
      </div>
    </section>
  );
}
