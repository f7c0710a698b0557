/* global document, navigator, clearTimeout, HTMLElement */

/** How long a button says "copied" before it reads "copy" again. */
const copiedForMs = 2000;

/**
 * Every `[data-copy]` button puts its value on the clipboard and shows its copied state.
 * @param {HTMLElement} root
 */
export function wireCopyButtons(root) {
  for (const button of root.querySelectorAll('[data-copy]')) {
    if (!(button instanceof HTMLElement)) continue;
    const label = button.querySelector('[data-copy-text]');
    const original = label?.textContent ?? '';
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    button.addEventListener('click', async () => {
      if (!(await copyText(button.dataset.copy ?? ''))) return;
      if (label) label.textContent = button.dataset.copiedLabel ?? original;
      button.classList.add('is-copied');
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (label) label.textContent = original;
        button.classList.remove('is-copied');
      }, copiedForMs);
    });
  }
}

/**
 * The clipboard API needs a secure context (https or localhost); elsewhere the older selection
 * copy still works in every phone browser.
 * @param {string} text
 */
async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'offscreen';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}
