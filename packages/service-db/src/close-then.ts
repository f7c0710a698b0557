/**
 * Makes closing `closable` also run `then` once it has closed, whether or not closing failed: the
 * resource a handle was opened on (an engine, a folder's lock) is given back after the handle.
 */
export function closeThen<Closable extends { close(): Promise<void> }>(
  closable: Closable,
  then: () => unknown,
): Closable {
  const close = closable.close.bind(closable);
  closable.close = async () => {
    try {
      await close();
    } finally {
      await then();
    }
  };
  return closable;
}
