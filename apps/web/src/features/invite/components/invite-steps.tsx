import { ShareIcon } from '../../../components/ui/icons';
import { useTranslate } from '../../../lib/i18n';
import './invite-steps.css';
import { Button } from '../../../components/ui/button';

/** How inviting will work; invitations are not open yet, and the page says so. */
export function InviteSteps() {
  const t = useTranslate();
  return (
    <>
      <section className="card card--gold invite-hero">
        <svg
          className="invite-hero__art"
          viewBox="0 0 120 100"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="42" cy="36" r="15" fill="#ffd9b3" />
          <path d="M16 88c2-20 13-30 26-30s24 10 26 30z" fill="#5ec8ff" />
          <circle cx="80" cy="32" r="16" fill="#f2c08d" />
          <path d="M52 88c2-22 14-33 28-33s26 11 28 33z" fill="#ffcf4d" />
          <path d="M62 10c0-6-9-6-9 0 0 5 9 8 9 11 0-3 9-6 9-11 0-6-9-6-9 0z" fill="#ff5c8a" />
        </svg>
        <p className="lead">{t('promote.intro')}</p>
      </section>
      <ol className="invite-steps">
        <li>{t('promote.step1')}</li>
        <li>{t('promote.step2')}</li>
        <li>{t('promote.step3')}</li>
      </ol>
      {/* Not a button that pretends: nothing can be shared until invitations open. */}
      <Button block disabled>
        <ShareIcon />
        {t('promote.share')}
        <span className="tag button__badge">{t('common.comingSoon')}</span>
      </Button>
    </>
  );
}
