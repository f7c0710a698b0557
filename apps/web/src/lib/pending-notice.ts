const noticeKey = 'sorte.pendingNotice';
const signInInvitationKey = 'sorte.signInInvited';

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

/**
 * After a logout the next page invites the player to sign back in: the device's guest it opens
 * as (empty, or the account of whoever used this phone before) is not the account just left.
 */
export function leaveSignInInvitationForNextPage(): void {
  try {
    globalThis.sessionStorage?.setItem(signInInvitationKey, '1');
  } catch {
    // Without session storage the invitation is not made; the profile still offers sign-in.
  }
}

/** Whether the previous page asked to invite the player to sign in, once. */
export function takeSignInInvitation(): boolean {
  try {
    const invited = globalThis.sessionStorage?.getItem(signInInvitationKey) === '1';
    globalThis.sessionStorage?.removeItem(signInInvitationKey);
    return invited;
  } catch {
    return false;
  }
}
