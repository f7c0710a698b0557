import { h, spriteIcon } from './dom';
import { exitGame } from './exit-game';
import type { Translate } from './i18n';
import type { Sound } from './sound';

/** The bar over every game: back to the casino on the left, the sound toggle on the right. */
export function createTopBar(options: {
  gameId: number;
  returnUrl: string | null;
  t: Translate;
  sound: Sound;
}): HTMLElement {
  const { t, sound } = options;
  const exitButton = h(
    'button',
    {
      class: 'exit-button',
      testId: 'exit-button',
      attrs: { type: 'button' },
      onClick: () => exitGame(options.gameId, options.returnUrl),
    },
    [spriteIcon('icon-back'), h('span', { text: t('exit') })],
  );
  const soundIcon = h('span', { class: 'sound-icon' });
  const soundButton = h(
    'button',
    { class: 'icon-button', testId: 'sound-toggle', attrs: { type: 'button' } },
    [soundIcon],
  );
  const renderSound = () => {
    soundIcon.replaceChildren(spriteIcon(sound.enabled ? 'icon-sound-on' : 'icon-sound-off'));
    soundButton.setAttribute('aria-pressed', String(sound.enabled));
    soundButton.setAttribute('aria-label', sound.enabled ? t('soundOn') : t('soundOff'));
  };
  soundButton.addEventListener('click', () => {
    sound.setEnabled(!sound.enabled);
    renderSound();
  });
  renderSound();
  return h('header', { class: 'top-bar' }, [exitButton, soundButton]);
}
