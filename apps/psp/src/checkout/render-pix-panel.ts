import { html, trustedHtml } from './html';
import type { SafeHtml } from './html';
import type { CheckoutPageModel } from './page-model';
import { renderCopyButton } from './render-copy-button';

/** PIX: the QR code, the copy-and-paste code and how to pay with them. */
export function renderPixPanel(
  model: CheckoutPageModel,
  pix: NonNullable<CheckoutPageModel['pix']>,
): SafeHtml {
  const { copy } = model;
  return html`<section class="card method-card" aria-labelledby="method-title">
      <h2 id="method-title" class="card-title">${copy.pix.title}</h2>
      <figure class="qr-frame">
        <div class="qr" role="img" aria-label="${copy.pix.qrLabel}">${trustedHtml(pix.qrSvg)}</div>
      </figure>
      <p class="field-label" id="pix-code-label">${copy.pix.codeLabel}</p>
      <div class="code-box">
        <div class="code-panel">
          <p class="code-text" aria-labelledby="pix-code-label">${pix.brCode}</p>
        </div>
        ${renderCopyButton({
          value: pix.brCode,
          label: copy.copy,
          copiedLabel: copy.copied,
          subject: copy.pix.codeLabel,
          variant: 'solid',
        })}
      </div>
      <ol class="steps">
        ${copy.pix.steps.map((step) => html`<li>${step}</li>`)}
      </ol>
    </section>
    ${
      model.sandbox &&
      html`<div class="actions">
        <button type="button" class="primary-button" data-sandbox-pay disabled>
          ${copy.pix.payNow}
        </button>
        <p class="form-error" data-pay-error role="alert" hidden>${copy.payError}</p>
      </div>`
    }`;
}
