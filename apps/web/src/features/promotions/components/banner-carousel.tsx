import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ComponentType } from 'react';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { CalendarArt, CoinsArt } from './banner-art';
import './banner-carousel.css';

interface Banner {
  /** The promotion's page it leads to: `/event/item?id=<id>`. */
  id: string;
  title: MessageKey;
  text: MessageKey;
  tone: 'violet' | 'rose' | 'teal';
  Art: ComponentType;
  /** A cash reward: advertised only where the compliance profile allows advance bonuses. */
  cashReward: boolean;
}

const banners: readonly Banner[] = [
  {
    id: 'sign-in',
    title: 'banner.signIn.title',
    text: 'banner.signIn.text',
    tone: 'rose',
    Art: CalendarArt,
    cashReward: true,
  },
  {
    id: 'vip',
    title: 'banner.vip.title',
    text: 'banner.vip.text',
    tone: 'violet',
    Art: CoinsArt,
    cashReward: false,
  },
];

const advanceEveryMs = 5_000;

/** Swipeable highlights, each leading to its page, (CSS scroll snap) that also move on by themselves, unless motion is reduced. */
export function BannerCarousel({ label }: { label: string }) {
  const t = useTranslate();
  // The server decides every reward; its profile's switch is the one home can read without a call.
  const { advanceBonusesAllowed } = useMarket().profile;
  const shown = banners.filter((banner) => advanceBonusesAllowed || !banner.cashReward);
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const element = track.current;
    const reducedMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!element || reducedMotion) return;
    const timer = setInterval(() => {
      const width = element.clientWidth;
      if (width === 0) return;
      const next = (Math.round(element.scrollLeft / width) + 1) % shown.length;
      element.scrollTo?.({ left: next * width, behavior: 'smooth' });
    }, advanceEveryMs);
    return () => clearInterval(timer);
  }, [shown.length]);

  const onScroll = () => {
    const element = track.current;
    if (element && element.clientWidth > 0) {
      setActive(Math.round(element.scrollLeft / element.clientWidth));
    }
  };

  return (
    <section className="banner-carousel" aria-label={label}>
      {/* Focusable, so a keyboard can scroll the banners too (axe: scrollable-region-focusable). */}
      <ul className="banner-carousel__track" ref={track} onScroll={onScroll} tabIndex={0}>
        {shown.map(({ id, title, text, tone, Art }) => (
          <li key={id} className={`banner banner--${tone}`}>
            <Link className="banner__link" to={`/event/item?id=${id}`} data-testid={`banner-${id}`}>
              <span className="banner__copy">
                <span className="banner__title">{t(title)}</span>
                <span className="banner__text">{t(text)}</span>
              </span>
              <span className="banner__art">
                <Art />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="banner-carousel__dots" aria-hidden="true">
        {shown.map(({ id }, index) => (
          <span key={id} className={index === active ? 'is-active' : undefined} />
        ))}
      </div>
    </section>
  );
}
