import { h, spriteIcon } from '../shared/dom';

export interface Sheet {
  element: HTMLElement;
  body: HTMLElement;
  close(): void;
}

/**
 * A full-screen panel over the game (rules, history, fairness). One at a time; Escape and the
 * close button shut it and give focus back to what opened it.
 */
export function openSheet(options: {
  host: HTMLElement;
  title: string;
  testId: string;
  closeLabel: string;
  onClose?: () => void;
}): Sheet {
  options.host.querySelector('.sheet')?.remove();
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const body = h('div', { class: 'sheet-body' });
  const closeButton = h(
    'button',
    { class: 'icon-button', attrs: { type: 'button', 'aria-label': options.closeLabel } },
    [spriteIcon('icon-close')],
  );
  const heading = h('h2', {
    class: 'sheet-title',
    text: options.title,
    attrs: { id: options.testId + '-title' },
  });
  const element = h(
    'section',
    {
      class: 'sheet',
      testId: options.testId,
      attrs: { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': heading.id },
    },
    [h('header', { class: 'sheet-header' }, [heading, closeButton]), body],
  );
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const close = () => {
    element.remove();
    document.removeEventListener('keydown', onKey);
    options.onClose?.();
    opener?.focus();
  };
  closeButton.addEventListener('click', close);
  document.addEventListener('keydown', onKey);
  options.host.append(element);
  closeButton.focus();
  return { element, body, close };
}
