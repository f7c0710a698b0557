/**
 * Registers the service worker (`/sw.js`, which keeps the app shell: decision 0013) once the page
 * has loaded, so installing it never competes with the first screen for the network. Production
 * builds only: under the development server there is no `sw.js`, and a worker would keep stale
 * files between edits.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private window that refuses one, a failed fetch): the app works as before,
      // without the shell kept for offline starts; the next load tries again.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
