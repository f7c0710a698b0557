import { describe, expect, it } from 'vitest';
import { listenToAccountNews } from '../../../test/account-news-listener';
import { useTestApp } from '../../../test/helper';
import { createAccountNews } from './account-news';

const context = useTestApp();

/** What this process hears, and what a listener of another process hears, of the news. */
async function listen() {
  const heardHere: string[] = [];
  const feed = { deliver: (channel: string, payload: string) => heardHere.push(payload) };
  const elsewhere = context.databaseUrl
    ? await listenToAccountNews(context.databaseUrl)
    : undefined;
  return {
    feed,
    heardHere,
    heardElsewhere: elsewhere?.heard ?? [],
    close: async () => elsewhere?.close(),
  };
}

/** News told through a fresh AccountNews, with what this process and another one heard of it. */
async function withNews(
  use: (
    news: ReturnType<typeof createAccountNews>,
    heard: { here: string[]; elsewhere: string[] },
  ) => Promise<void>,
): Promise<void> {
  const listener = await listen();
  try {
    const news = createAccountNews({
      db: context.database.db,
      kind: context.database.kind,
      feed: listener.feed,
    });
    await use(news, { here: listener.heardHere, elsewhere: listener.heardElsewhere });
  } finally {
    await listener.close();
  }
}

describe('account news a wallet batch kept', () => {
  it('is heard here at once and elsewhere a moment later, many players to a notification', () =>
    withNews(async (news, heard) => {
      news.changed([11, 12]);
      news.changed([13]);
      news.changed([]);
      // Before any round trip: this process has heard every player already.
      expect(heard.here).toEqual(['11,12', '13']);
      await news.settled(5_000);
      if (!context.databaseUrl) return;
      // The first announcement leaves at once; what is told meanwhile goes in the next, together.
      await expect.poll(() => heard.elsewhere).toEqual(['11,12', '13']);
      news.changed([14]);
      news.changed([15, 16]);
      news.changed([16, 17]);
      await news.settled(5_000);
      await expect.poll(() => heard.elsewhere.slice(2)).toEqual(['14', '15,16,17']);
    }));

  it('tells every process to forget everything when a batch may have committed unheard', () =>
    withNews(async (news, heard) => {
      news.changed([21]);
      news.everythingMayHaveChanged();
      news.changed([22]);
      expect(heard.here).toEqual(['21', '*', '22']);
      await news.settled(5_000);
      if (!context.databaseUrl) return;
      // Every player forgotten covers the players told with it.
      await expect.poll(() => heard.elsewhere).toEqual(['21', '*']);
    }));

  it('splits a long announcement into notifications a listener can take', () =>
    withNews(async (news, heard) => {
      const players = Array.from({ length: 700 }, (_, index) => 1_000_000_000_000 + index);
      news.changed(players);
      await news.settled(5_000);
      if (!context.databaseUrl) return;
      await expect.poll(() => heard.elsewhere.length).toBe(3);
      const ids = heard.elsewhere.flatMap((payload) => payload.split(',').map(Number));
      expect(ids.sort((left, right) => left - right)).toEqual(players);
    }));
});
