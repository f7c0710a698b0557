import { queryOptions } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { CallBody, CallData } from '@sorte/contracts';
import { callApi } from './api-client';
import type { ClientFlags } from './api-client';

/*
 * How a feature's api file calls for the player's own data, typed by the call's contract: a write,
 * a read, or a list paged back. One module, so the screens that use them fetch one small file.
 */

/**
 * A call that changes the player's data, typed by its contract (`typeof addPayoutAccount`): the
 * body goes as the caller wrote it, so the spinner shows unless it says `notSpinning`, and a
 * refusal is toasted and thrown by callApi like any other.
 */
export function playerWrite<Call>(path: string) {
  return (body: CallBody<Call> & ClientFlags): Promise<CallData<Call>> =>
    callApi<CallData<Call>>(path, body);
}

/**
 * A read of the signed-in player's own data: asked without the spinner (the screen shows its own
 * loading state), never without a session, and not retried, since the screen offers "Try again".
 */
export function playerReadQuery<Call>(path: string, queryKey: QueryKey, token: string | null) {
  return queryOptions({
    queryKey,
    queryFn: () => callApi<CallData<Call>>(path, { notSpinning: true }),
    enabled: token !== null,
    retry: false,
  });
}

/** A page of the player's records; `nextCursor` is null on the oldest page. */
interface CursorPage {
  nextCursor: number | null;
}

interface PageBody extends ClientFlags {
  pageSize: number;
  cursor?: number;
}

/**
 * How a list of the player's own records is paged back, newest first: each page is asked with the
 * cursor the page before ended on, without the spinner (the list shows its own loading row).
 * Spread into useInfiniteQuery beside the key and what refreshes the list.
 */
export function playerPages<Page extends CursorPage>(path: string, pageSize: number) {
  return {
    queryFn: ({ pageParam }: { pageParam: number | null }) => {
      const body: PageBody = {
        notSpinning: true,
        pageSize,
        ...(pageParam === null ? {} : { cursor: pageParam }),
      };
      return callApi<Page>(path, body);
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last: Page) => last.nextCursor,
  };
}
