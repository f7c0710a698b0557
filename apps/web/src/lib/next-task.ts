/**
 * Resolves in a task of its own, after the browser has had the chance to run what waits (a tap,
 * a frame). Start-up awaits it between its steps: on a slow phone each step (a request started, a
 * library's first call compiled) costs tens of milliseconds, and together in one task they would
 * hold the main thread past the 50 ms a tap should wait at most.
 */
export function inNextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
