import type { Catalogue } from '@sorte/words/web';
import { escapeHtml } from './escape-html';

/**
 * The compact risk warning (`RiskWarning compact`, as the home shows it) as static HTML in one
 * language, for `/`'s first screen where the profile shows the warning (br-regulated): the api
 * puts it in `riskWarningSlot` (`@sorte/contracts/page-preloads`), so the games below it are drawn
 * where the app's first render, which holds the warning, draws them.
 */
export function riskWarningFirstScreen(web: Catalogue): string {
  return `<aside class="risk-warning risk-warning--compact"><span class="risk-warning__badge">!</span><p class="risk-warning__text">${escapeHtml(web['risk.text'])}</p></aside>`;
}
