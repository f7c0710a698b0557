import type { CallBody, logout as logoutCall } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export const logoutPath = '/user/logout';

/** Revokes the token on the server; the caller forgets it locally whatever the answer. */
export async function logout(): Promise<void> {
  const body: CallBody<typeof logoutCall> = {};
  await callApi<unknown>(logoutPath, body);
}
