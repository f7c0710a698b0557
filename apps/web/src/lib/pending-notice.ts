const noticeKey = 'sorte.pendingNotice';

/**
 * A message to show on the next page of this tab: the logout's "Sair com sucesso" would otherwise
 * vanish with the reload that follows it 100 ms later (seed §4), before anyone could read it.
 */
export function leaveNoticeForNextPage(message: string): void {
  try {
    globalThis.sessionStorage?.setItem(noticeKey, message);
  } catch {
    // Without session storage the notice is shown only until the reload.
  }
}

/** The notice left by the previous page, once. */
export function takePendingNotice(): string | null {
  try {
    const message = globalThis.sessionStorage?.getItem(noticeKey) ?? null;
    globalThis.sessionStorage?.removeItem(noticeKey);
    return message;
  } catch {
    return null;
  }
}
