import { html } from './html';
import type { SafeHtml } from './html';
import { icons } from './icons';

/** A button that puts `value` on the clipboard and says so for a moment (public/copy-buttons.js). */
export function renderCopyButton(options: {
  value: string;
  label: string;
  copiedLabel: string;
  /** What is copied, read out after the label: "Copiar CLABE". */
  subject: string;
  variant?: 'solid' | 'quiet';
}): SafeHtml {
  return html`<button
    type="button"
    class="copy-button copy-button-${options.variant ?? 'quiet'}"
    data-copy="${options.value}"
    data-copied-label="${options.copiedLabel}"
  >
    ${icons.copy}<span data-copy-text aria-live="polite">${options.label}</span
    ><span class="visually-hidden"> ${options.subject}</span>
  </button>`;
}
