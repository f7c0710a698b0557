import { ChatIcon, MailIcon } from '../../../components/ui/page-icons';
import { useMarket } from '../../../lib/market';
import { useUserInfo } from '../../../lib/session';
import { useSupportChat } from '../api/support-chat';
import { useSupportWords } from '../support-words';
import './contact-card.css';
import { buttonClassName } from '../../../components/ui/button';

/**
 * How to reach support: the form on this screen, the operator's support e-mail, and a chat button
 * only where the operator configured an external chat for the market (`SUPPORT_CHAT_URL_<MARKET>`).
 */
export function ContactCard() {
  const words = useSupportWords();
  const { supportEmail } = useMarket().operator;
  const token = useUserInfo()?.token ?? null;
  const chatUrl = useSupportChat(token).data ?? null;
  return (
    <section className="card card--gold contact-card" aria-labelledby="contact-title">
      <h2 id="contact-title" className="contact-card__title">
        {words('contact.title')}
      </h2>
      <p className="lead">{words('contact.text')}</p>
      <div
        className={
          chatUrl ? 'contact-card__actions' : 'contact-card__actions contact-card__actions--one'
        }
      >
        {chatUrl ? (
          <a
            className={buttonClassName({})}
            href={chatUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="support-chat"
          >
            <ChatIcon />
            {words('contact.chat')}
          </a>
        ) : null}
        <a className={buttonClassName({ variant: 'secondary' })} href={`mailto:${supportEmail}`}>
          <MailIcon />
          {words('contact.email')}
        </a>
      </div>
    </section>
  );
}
