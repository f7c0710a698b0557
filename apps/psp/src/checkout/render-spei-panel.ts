import { html } from './html';
import type { SafeHtml } from './html';
import type { CheckoutPageModel } from './page-model';
import { renderCopyButton } from './render-copy-button';

/** "999 180 0000123456 7": the groups a bank app shows, easier to check by eye. */
function groupClabe(clabe: string): string {
  return `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`;
}

/** SPEI: where to transfer, how much exactly, and the reference to quote. */
export function renderSpeiPanel(
  model: CheckoutPageModel,
  spei: NonNullable<CheckoutPageModel['spei']>,
): SafeHtml {
  const { copy } = model;
  const row = (label: string, shown: string, copied: string | null, emphasis = false) =>
    html`<div class="detail-row">
      <dt>${label}</dt>
      <dd>
        <span class="detail-value${emphasis ? ' detail-value-strong' : ''}">${shown}</span>${
          copied !== null &&
          renderCopyButton({
            value: copied,
            label: copy.copy,
            copiedLabel: copy.copied,
            subject: label,
          })
        }
      </dd>
    </div>`;
  return html`<section class="card method-card" aria-labelledby="method-title">
      <h2 id="method-title" class="card-title">${copy.spei.title}</h2>
      <p class="card-lead">${copy.spei.instructions}</p>
      <dl class="details">
        ${row(copy.spei.clabe, groupClabe(spei.clabe), spei.clabe, true)}
        ${row(copy.spei.beneficiary, model.merchantName, null)}
        ${row(copy.spei.amount, model.amountText, model.amountPlain, true)}
        ${row(copy.spei.reference, spei.reference, spei.reference, true)}
      </dl>
    </section>
    ${
      model.sandbox &&
      html`<div class="actions">
        <button type="button" class="primary-button" data-sandbox-pay disabled>
          ${copy.spei.transferred}
        </button>
        <p class="form-error" data-pay-error role="alert" hidden>${copy.payError}</p>
      </div>`
    }`;
}
