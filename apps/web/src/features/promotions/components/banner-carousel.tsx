import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { CalendarArt, CoinsArt, FriendsArt } from './banner-art';
import './banner-carousel.css';

interface Banner {
  id: string;
  title: MessageKey;
  text: MessageKey;
  tone: 'violet' | 'rose' | 'teal';
  Art: ComponentType;
}

const banners: readonly Banner[] = [
  {
    id: 'welcome',
    title: 'banner.welcome.title',
    text: 'banner.welcome.text',
    tone: 'violet',
    Art: CoinsArt,
  },
  {
    id: 'limits',
    title: 'banner.limits.title',
    text: 'banner.limits.text',
    tone: 'rose',
    Art: CalendarArt,
  },
  {
    id: 'support',
    title: 'banner.support.title',
    text: 'banner.support.text',
    tone: 'teal',
    Art: FriendsArt,
  },
];

const advanceEveryMs = 5_000;

/** Swipeable highlights (CSS scroll snap) that also move on by themselves, unless motion is reduced. */
export function BannerCarousel({ label }: { label: string }) {
  const t = useTranslate();
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const element = track.current;
    const reducedMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!element || reducedMotion) return;
    const timer = setInterval(() => {
      const width = element.clientWidth;
      if (width === 0) return;
      const next = (Math.round(element.scrollLeft / width) + 1) % banners.length;
      element.scrollTo?.({ left: next * width, behavior: 'smooth' });
    }, advanceEveryMs);
    return () => clearInterval(timer);
  }, []);

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
        {banners.map(({ id, title, text, tone, Art }) => (
          <li key={id} className={`banner banner--${tone}`}>
            <div className="banner__copy">
              <p className="banner__title">{t(title)}</p>
              <p className="banner__text">{t(text)}</p>
            </div>
            <span className="banner__art">
              <Art />
            </span>
          </li>
        ))}
      </ul>
      <div className="banner-carousel__dots" aria-hidden="true">
        {banners.map(({ id }, index) => (
          <span key={id} className={index === active ? 'is-active' : undefined} />
        ))}
      </div>
    </section>
  );
}
