import { callApi } from './api-client';
import type { ClientFlags } from './api-client';

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
