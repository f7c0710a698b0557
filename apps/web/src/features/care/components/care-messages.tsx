import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { formatMarketTime, useMarket } from '../../../lib/market';
import { useCareMessages, useMarkCareMessageRead } from '../api/care-messages';

const texts: Record<'message' | 'cooling_off' | 'restriction', MessageKey> = {
  message: 'care.message',
  cooling_off: 'care.cooling_off',
  restriction: 'care.restriction',
};

/**
 * What staff wrote to the player after the markers of harm pointed at their play, until the
 * player has read it: our own respectful words for each kind, never staff's notes.
 */
export function CareMessages() {
  const t = useTranslate();
  const market = useMarket();
  const messages = useCareMessages();
  const markRead = useMarkCareMessageRead();
  const unread = (messages.data?.list ?? []).filter((message) => message.readAt === null);
  if (unread.length === 0) return null;
  return (
    <TitledSection
      titleId="care-messages"
      title={t('care.title')}
      className="card card--gold"
      testId="care-messages"
    >
      <ul className="stack-list">
        {unread.map((message) => (
          <li key={message.id} data-testid="care-message">
            <p>
              {t(texts[message.kind], {
                until: message.breakUntil ? formatMarketTime(message.breakUntil, market) : '',
              })}
            </p>
            <p className="muted">
              {t('care.sentOn', { when: formatMarketTime(message.at, market) })}
            </p>
            <Button
              variant="secondary"
              disabled={markRead.isPending}
              data-testid="care-message-read"
              onClick={() => markRead.mutate(message.id)}
            >
              {t('care.read')}
            </Button>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
