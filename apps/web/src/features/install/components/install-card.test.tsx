import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@sorte/words/web/catalogues';
import { captureInstallPrompt } from '../../../lib/install-prompt';
import { readStored, storageKeys } from '../../../lib/storage';
import { dismissToast, getUiState } from '../../../lib/ui-store';
import { renderInApp } from '../../../test/render-in-app';
import { InstallCard } from './install-card';

/** Chromium's offer to install, as `beforeinstallprompt` brings it. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    globalThis.dispatchEvent(event);
  });
  return event;
}

const toast = () => getUiState().toast?.message;

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('installing the app', () => {
  it('says so where the browser offers no install, and how an iPhone does it', async () => {
    captureInstallPrompt();
    renderInApp(<InstallCard />, { catalogue: en });
    fireEvent.click(screen.getByTestId('install-button'));
    await waitFor(() => expect(toast()).toBe('This browser does not support app install.'));
    expect(screen.getByTestId('install-hint').textContent).toContain('Add to Home Screen');
  });

  it("shows the browser's own prompt, and says “App installed” once the player accepts", async () => {
    captureInstallPrompt();
    renderInApp(<InstallCard />, { catalogue: en });
    const offer = offerInstall('accepted');
    expect(offer.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByTestId('install-button'));
    await waitFor(() => expect(toast()).toBe('App installed'));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('install-card').textContent).toContain('Sorte is installed');
    expect(screen.queryByTestId('install-button')).toBeNull();
    expect(readStored(storageKeys.appInstalled)).toBe(true);
  });

  it('after a “not now”, points to the browser’s menu rather than saying it cannot install', async () => {
    captureInstallPrompt();
    renderInApp(<InstallCard />, { catalogue: en });
    offerInstall('dismissed');
    fireEvent.click(screen.getByTestId('install-button'));
    await act(async () => {});
    expect(toast()).toBeUndefined();
    fireEvent.click(screen.getByTestId('install-button'));
    await waitFor(() => expect(toast()).toBe('You can install it later from your browser’s menu.'));
  });

  it('is not offered inside the installed app', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
    }));
    captureInstallPrompt();
    renderInApp(<InstallCard />, { catalogue: en });
    expect(screen.queryByTestId('install-card')).toBeNull();
  });
});
