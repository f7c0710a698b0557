/** How long a provider's script may take to load before it counts as unavailable. */
const scriptLoadTimeoutMs = 20_000;

/**
 * Adds a provider's script to the page and settles once it has run (or failed: blocked by an
 * extension, offline, refused by the Content-Security-Policy).
 */
export function loadScript(url: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = url;
    const timer = setTimeout(() => reject(new Error(`${url} did not load`)), scriptLoadTimeoutMs);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => {
      clearTimeout(timer);
      reject(new Error(`${url} did not load`));
    });
    doc.head.append(script);
  });
}

export type LoadScript = (url: string) => Promise<void>;
