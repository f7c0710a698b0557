import { Page } from '../../components/ui/page';
import { OperatorFooter } from '../../features/compliance/components/operator-footer';
import { useTranslate } from '../../lib/i18n';
import { PolicyLinks } from '../layout/policy-links';
import type { MessageKey } from '../../lib/i18n';
import './about-route.css';

const pillars: readonly { title: MessageKey; text: MessageKey; emblem: string }[] = [
  { title: 'about.fair.title', text: 'about.fair.text', emblem: '⚖' },
  { title: 'about.money.title', text: 'about.money.text', emblem: '◎' },
  { title: 'about.care.title', text: 'about.care.text', emblem: '♥' },
];

export default function AboutRoute() {
  const t = useTranslate();
  return (
    <Page title={t('about.title')}>
      <section className="card card--gold about-hero">
        <p className="about-hero__wordmark" aria-hidden="true">
          Sorte
        </p>
        <p className="lead">{t('about.intro')}</p>
      </section>
      {pillars.map((pillar) => (
        <section key={pillar.title} className="card about-pillar">
          <span className="about-pillar__emblem" aria-hidden="true">
            {pillar.emblem}
          </span>
          <div>
            <h2 className="about-pillar__title">{t(pillar.title)}</h2>
            <p className="about-pillar__text">{t(pillar.text)}</p>
          </div>
        </section>
      ))}
      <section aria-labelledby="about-rules">
        <h2 id="about-rules" className="section-title">
          {t('policies.title')}
        </h2>
        <PolicyLinks />
      </section>
      <h2 className="section-title">{t('about.operator')}</h2>
      <OperatorFooter />
    </Page>
  );
}
