import { Page } from '../../components/ui/page';
import { ContactCard } from '../../features/support/components/contact-card';
import { FaqList } from '../../features/support/components/faq-list';
import { TicketForm } from '../../features/support/components/ticket-form';
import { TicketList } from '../../features/support/components/ticket-list';
import { useTranslate } from '../../lib/i18n';
import { paths } from '../paths';

const supportTicketHref = (ticketId: string) =>
  `${paths.supportTicket}?id=${encodeURIComponent(ticketId)}`;

/**
 * `/service`: how to reach support, the player's requests with our replies (a new one marked),
 * the contact form, and the questions players ask, answered as the product works in this market.
 */
export default function SupportRoute() {
  const t = useTranslate();
  return (
    <Page title={t('service.title')}>
      <ContactCard />
      <TicketList ticketHref={supportTicketHref} />
      <TicketForm />
      <FaqList />
    </Page>
  );
}
