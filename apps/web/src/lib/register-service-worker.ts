/**
 * Links the install files and registers the service worker (`/sw.js`, which keeps the app shell:
 * decision 0013) once the page has loaded, so neither competes with the first screen for the
 * network. Production
 * builds only: under the development server there is no `sw.js`, and a worker would keep stale
 * files between edits.
 */
export function registerServiceWorkerAfterLoad(): void {
  const afterLoad = () => {
    linkInstallFiles();
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private window that refuses one, a failed fetch): the app works as before,
      // without the shell kept for offline starts; the next load tries again.
    });
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * The manifest and the home-screen icon, linked once the page has loaded: linked in index.html,
 * the browser fetches the manifest and its icons while the first screen still loads, and on a
 * slow network those bytes delay it (Lighthouse measured it). The browser reads a manifest linked
 * later all the same, and offers the install then.
 */
function linkInstallFiles(): void {
  for (const [rel, href] of [
    ['manifest', '/manifest.webmanifest'],
    ['apple-touch-icon', '/icons/apple-touch-icon.png'],
  ] as const) {
    if (document.head.querySelector(`link[rel="${rel}"]`)) continue;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }
}
