import { html } from './html';
import type { SafeHtml } from './html';
import { icons } from './icons';
import type { CheckoutPageModel } from './page-model';
import { renderDocument } from './render-document';
import type { AssetUrls } from './render-document';
import { renderEwalletPanel } from './render-ewallet-panel';
import { renderPixPanel } from './render-pix-panel';
import { renderSpeiPanel } from './render-spei-panel';

/**
 * The checkout page of one charge. Every state (pending, processing, paid, expired) is in the
 * markup; `data-state` on the root picks the one shown, and public/checkout.js moves it along as
 * the status changes.
 */
export function renderCheckoutPage(model: CheckoutPageModel, assets: AssetUrls): string {
  const { copy } = model;
  const minutes = String(Math.floor(model.secondsLeft / 60)).padStart(2, '0');
  const seconds = String(model.secondsLeft % 60).padStart(2, '0');
  const [redirectBefore = '', redirectAfter = ''] = copy.paid.redirect.split('{seconds}');

  const body = html`<div class="page">
    <header class="topbar">
      <p class="topbar-title">${icons.lock}<span>${copy.secureCheckout}</span></p>
      ${model.sandbox && html`<span class="badge">${icons.flask}${copy.sandboxBadge}</span>`}
    </header>
    ${model.sandbox && html`<p class="sandbox-notice">${copy.sandboxNotice}</p>`}
    <main
      id="checkout"
      class="checkout"
      data-state="${model.state}"
      data-status-url="/checkout/${model.chargeId}/status"
      data-pay-url="/sandbox/charges/${model.chargeId}/pay"
      data-expires-at="${model.expiresAt.toISOString()}"
      data-seconds-left="${model.secondsLeft}"
      data-return-url="${model.returnUrl}"
    >
      <section class="card summary" aria-label="${copy.pageTitle}">
        <div class="summary-head">
          <p class="summary-label">${copy.payTo}</p>
          <span class="expiry" data-only="pending"
            >${icons.clock}${copy.expiresIn}
            <span class="mono" data-countdown>${minutes}:${seconds}</span></span
          >
        </div>
        <p class="merchant">${model.merchantName}</p>
        <p class="amount">${model.amountText}</p>
        <p class="order">${copy.order} <span class="mono">${model.merchantOrderId}</span></p>
      </section>
      <div class="state-pending" data-only="pending">${renderMethodPanel(model)}</div>
      <section class="card state-card" data-only="processing" aria-live="polite">
        <div class="spinner" aria-hidden="true"></div>
        <h2 class="state-title">${copy.processing.title}</h2>
        <p class="state-detail">${copy.processing.detail}</p>
      </section>
      <section class="card state-card state-card-paid" data-only="paid" aria-live="polite">
        ${icons.success}
        <h2 class="state-title">${copy.paid.title}</h2>
        <p class="state-detail">${copy.paid.detail}</p>
        <p class="redirect-note" data-redirect-note hidden>
          ${redirectBefore}<span data-redirect-seconds>3</span>${redirectAfter}
        </p>
        <a class="primary-button" href="${model.returnUrl}">${copy.back}</a>
      </section>
      <section class="card state-card state-card-expired" data-only="expired" aria-live="polite">
        ${icons.hourglass}
        <h2 class="state-title">${copy.expired.title}</h2>
        <p class="state-detail">${copy.expired.detail}</p>
        <a class="secondary-button" href="${model.returnUrl}">${copy.back}</a>
      </section>
    </main>
    <p class="visually-hidden" aria-live="polite" data-announcer></p>
    <footer class="footer">
      <p>${icons.shield}<span>${copy.footer}</span></p>
      <p class="mono footer-id">${model.chargeId}</p>
    </footer>
  </div>`;
  return renderDocument({
    language: model.language,
    title: `${copy.pageTitle} · ${model.amountText}`,
    assets,
    withScript: true,
    body,
  });
}

function renderMethodPanel(model: CheckoutPageModel): SafeHtml {
  if (model.method === 'pix' && model.pix) return renderPixPanel(model, model.pix);
  if (model.method === 'spei' && model.spei) return renderSpeiPanel(model, model.spei);
  return renderEwalletPanel(model);
}
