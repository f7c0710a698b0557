import { Link } from 'react-router';
import { ChevronIcon } from '../../../components/ui/icons';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import './promotion-list.css';

interface Promotion {
  id: string;
  title: MessageKey;
  text: MessageKey;
  emblem: string;
  tone: 'violet' | 'rose' | 'teal' | 'gold';
  /** Working today (VIP levels already set withdrawal limits); the others are not open yet. */
  inForce?: boolean;
}

const promotions: readonly Promotion[] = [
  { id: 'daily', title: 'event.daily.title', text: 'event.daily.text', emblem: '9', tone: 'rose' },
  {
    id: 'tasks',
    title: 'event.tasks.title',
    text: 'event.tasks.text',
    emblem: '★',
    tone: 'violet',
  },
  {
    id: 'vip',
    title: 'event.vip.title',
    text: 'event.vip.text',
    emblem: 'VIP',
    tone: 'gold',
    inForce: true,
  },
  {
    id: 'invite',
    title: 'event.invite.title',
    text: 'event.invite.text',
    emblem: '+',
    tone: 'teal',
  },
];

/** Promotions of the seed; each opens its detail page (rules and claims come in later issues). */
export function PromotionList({ itemPath }: { itemPath: string }) {
  const t = useTranslate();
  return (
    <ul className="promotion-list">
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <Link
            className={`promotion promotion--${promotion.tone}`}
            to={`${itemPath}?id=${promotion.id}`}
            data-testid={`promotion-${promotion.id}`}
          >
            <span className="promotion__emblem" aria-hidden="true">
              {promotion.emblem}
            </span>
            <span className="promotion__copy">
              <span className="promotion__title">{t(promotion.title)}</span>
              <span className="promotion__text">{t(promotion.text)}</span>
              <span className="tag">
                {t(promotion.inForce ? 'event.vip.active' : 'common.comingSoon')}
              </span>
            </span>
            <ChevronIcon className="promotion__chevron" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
