import type { OpsWordKey } from '@sorte/words/ops';
import { opsWords } from '@sorte/words/ops';
import { OpsError, networkErrorCode } from './api-client';
import type { Translate } from './words';

/** The staff member's words for a failed call: its msgCode worded, else a generic line naming it. */
export function errorWords(error: unknown, t: Translate): string {
  const code =
    error instanceof OpsError ? error.msgCode : error ? networkErrorCode : 'bad_response';
  const key = `error.${code}`;
  if (key in opsWords.en) return t(key as OpsWordKey);
  return t('error.unknown', { code });
}
