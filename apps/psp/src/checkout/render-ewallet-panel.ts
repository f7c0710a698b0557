import { ewallets } from './ewallets';
import { html } from './html';
import type { SafeHtml } from './html';
import type { CheckoutPageModel } from './page-model';

/** E-wallet: choose the wallet, give the mobile number, approve (simulated) in the wallet. */
export function renderEwalletPanel(model: CheckoutPageModel): SafeHtml {
  const { copy } = model;
  return html`<form
    class="card method-card"
    data-ewallet-form
    novalidate
    aria-labelledby="method-title"
  >
    <h2 id="method-title" class="card-title">${copy.ewallet.title}</h2>
    <fieldset class="wallets">
      <legend class="field-label">${copy.ewallet.chooseWallet}</legend>
      ${ewallets.map(
        (wallet, index) =>
          html`<label class="wallet-option">
            <input
              type="radio"
              name="wallet"
              value="${wallet.id}"
              ${index === 0 ? html` checked` : ''}
            />
            <span class="wallet-mark wallet-mark-${wallet.id}" aria-hidden="true"
              >${wallet.initial}</span
            >
            <span class="wallet-name">${wallet.name}</span>
            <span class="wallet-tick" aria-hidden="true"></span>
          </label>`,
      )}
    </fieldset>
    <p class="form-error" data-wallet-error role="alert" hidden>${copy.ewallet.walletMissing}</p>
    <label class="field-label" for="mobile-number">${copy.ewallet.mobileLabel}</label>
    <input
      id="mobile-number"
      class="text-input"
      name="mobileNumber"
      type="tel"
      inputmode="numeric"
      autocomplete="tel-national"
      placeholder="${copy.ewallet.mobileHint}"
      aria-describedby="mobile-error"
    />
    <p id="mobile-error" class="form-error" data-mobile-error role="alert" hidden>
      ${copy.ewallet.mobileInvalid}
    </p>
    ${
      model.sandbox &&
      html`<button type="submit" class="primary-button" disabled>${copy.ewallet.pay}</button>
        <p class="form-error" data-pay-error role="alert" hidden>${copy.payError}</p>`
    }
  </form>`;
}
