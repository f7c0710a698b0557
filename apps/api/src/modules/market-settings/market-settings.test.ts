import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getMarket, markets, settingsOfMarket } from '@sorte/markets';
import type { MarketSettings } from '@sorte/markets';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { opsCall, signInStaff } from '../../../test/withdrawals';
import { openDatabase } from '../../db/open-database';
import { marketSettingsChannel } from '../../db/market-settings-channel';
import { queryRows } from '../../db/query-rows';

const context = useTestApp();

const brazilTable = settingsOfMarket(markets.BR);

/** Brazil's table settings with the first deposit option changed to this amount. */
function withFirstOption(orderAmountMinor: number): MarketSettings {
  const [first, ...rest] = brazilTable.depositOptions;
  if (!first) throw new Error('Brazil has no deposit option');
  return { ...brazilTable, depositOptions: [{ ...first, orderAmountMinor }, ...rest] };
}

async function save(staff: string, body: object) {
  return opsCall(context.app, '/ops/settings/save', { market: 'BR', ...body }, staff);
}

async function versionsSaved(): Promise<number> {
  const [row] = await queryRows<{ saved: number }>(
    context.database.db,
    sql`select count(*)::int as saved from market_settings_versions`,
  );
  return row?.saved ?? 0;
}

describe('market settings', () => {
  it("reads a market's table values as version 0 before anyone saved", async () => {
    const staff = await signInStaff(context, 'read_only');
    const read = (await opsCall(context.app, '/ops/settings/read', { market: 'BR' }, staff)).json();
    expect(read.data).toMatchObject({ market: 'BR', currency: 'BRL' });
    expect(read.data.current).toEqual({
      version: 0,
      settings: JSON.parse(JSON.stringify(brazilTable)),
      savedBy: null,
      savedAt: null,
      note: null,
    });
  });

  it('previews a change field by field and names what fails its checks, saving nothing', async () => {
    const staff = await signInStaff(context);
    const first = brazilTable.depositOptions[0]?.orderAmountMinor ?? 0;
    const preview = await opsCall(
      context.app,
      '/ops/settings/preview',
      { market: 'BR', settings: { ...withFirstOption(first + 500), withdrawalMinorMin: 1 } },
      staff,
    );
    expect(preview.json().data.baseVersion).toBe(0);
    expect(preview.json().data.changes.map((change: { field: string }) => change.field)).toEqual([
      'depositOptions',
      'withdrawalMinorMin',
    ]);
    // R$ 0,01 is below the withdrawal multiple, and the lists' amounts are still fine.
    expect(preview.json().data.problems).toEqual([
      { field: 'withdrawalMinorMin', code: 'not_multiple' },
    ]);
    expect(await versionsSaved()).toBe(0);
  });

  it('saves a new deposit option that the player api answers at once, audited, with its history', async () => {
    const staff = await signInStaff(context);
    const player = await loginAsGuest(context.app);
    const before = (await call(context.app, '/charge/amount/list', {}, player.token)).json().data;
    const newAmount = (brazilTable.depositOptions[0]?.orderAmountMinor ?? 0) + 500;
    expect(before.list.map((option: { orderAmount: number }) => option.orderAmount)).not.toContain(
      newAmount,
    );

    const saved = await save(staff, {
      baseVersion: 0,
      settings: withFirstOption(newAmount),
      note: 'A first option players can reach.',
    });
    expect(saved.json()).toMatchObject({ success: true, data: { version: 1 } });

    const after = (await call(context.app, '/charge/amount/list', {}, player.token)).json().data;
    expect(after.list[0].orderAmount).toBe(newAmount);
    expect(getMarket('BR').depositOptions[0]?.orderAmountMinor).toBe(newAmount);

    const history = (
      await opsCall(context.app, '/ops/settings/versions', { market: 'BR' }, staff)
    ).json().data.list;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ version: 1, note: 'A first option players can reach.' });
    const [audit] = await queryRows<{ action: string; before: object; after: object }>(
      context.database.db,
      sql`select action, before, after from staff_audit_log where action = 'market_settings.save'`,
    );
    expect(audit?.before).toMatchObject({ version: 0, depositOptions: brazilTable.depositOptions });
    expect(audit?.after).toMatchObject({ version: 1 });
    // Versions are history: the database refuses to change one.
    await expect(
      context.database.db.execute(sql`update market_settings_versions set note = 'rewritten'`),
    ).rejects.toThrow();
  });

  it('refuses a save over a version no longer the newest, a failed check or no change, writing nothing', async () => {
    const staff = await signInStaff(context);
    const note = 'Weekend promotion for the first deposit.';
    const first = brazilTable.depositOptions[0]?.orderAmountMinor ?? 0;
    expect(
      (await save(staff, { baseVersion: 0, settings: brazilTable, note })).json().msgCode,
    ).toBe('settings_unchanged');
    const invalid = {
      ...brazilTable,
      vipThresholdsMinor: [...brazilTable.vipThresholdsMinor].reverse(),
    };
    const refused = await save(staff, { baseVersion: 0, settings: invalid, note });
    expect([refused.statusCode, refused.json().msgCode]).toEqual([400, 'settings_invalid']);
    expect(await versionsSaved()).toBe(0);

    // Two staff members save over version 0 at once: one lands, the other is told to reload.
    const answers = await Promise.all(
      [first + 300, first + 500].map((amount) =>
        save(staff, { baseVersion: 0, settings: withFirstOption(amount), note }),
      ),
    );
    expect(answers.map((answer) => answer.json().msgCode).sort()).toEqual([
      'ok',
      'settings_version_stale',
    ]);
    expect(answers.find((answer) => !answer.json().success)?.statusCode).toBe(409);
    expect(await versionsSaved()).toBe(1);
    const stale = await save(staff, {
      baseVersion: 0,
      settings: withFirstOption(first + 700),
      note,
    });
    expect(stale.json().msgCode).toBe('settings_version_stale');
    expect(await versionsSaved()).toBe(1);
  });

  it('lets finance read the settings and only an admin save them', async () => {
    const finance = await signInStaff(context, 'finance');
    expect(
      (await opsCall(context.app, '/ops/settings/read', { market: 'MX' }, finance)).statusCode,
    ).toBe(200);
    const saved = await opsCall(
      context.app,
      '/ops/settings/save',
      { market: 'BR', baseVersion: 0, settings: withFirstOption(100_000), note: 'not mine' },
      finance,
    );
    expect([saved.statusCode, saved.json().msgCode]).toEqual([403, 'staff_role_forbidden']);
    const player = await loginAsGuest(context.app);
    const asPlayer = await opsCall(
      context.app,
      '/ops/settings/read',
      { market: 'BR' },
      player.token,
    );
    expect(asPlayer.statusCode).toBe(401);
  });

  it("switches a reward off, then the market's compliance profile, and the player api follows", async () => {
    const staff = await signInStaff(context);
    const player = await loginAsGuest(context.app);
    const profile = async () =>
      (await call(context.app, '/user/siteInfo', {}, player.token)).json().data.profile.id;
    const bagOffered = async () =>
      (await call(context.app, '/v1/bus/luckyBag', {}, player.token)).json().data.offered;
    expect([await profile(), await bagOffered()]).toEqual(['default', true]);

    const bagOff = {
      ...brazilTable,
      rewardsOffered: { ...brazilTable.rewardsOffered, lucky_bag: false },
    };
    await save(staff, { baseVersion: 0, settings: bagOff, note: 'No lucky bag this month.' });
    expect([await profile(), await bagOffered()]).toEqual(['default', false]);

    const regulated = { ...bagOff, complianceProfileId: 'br-regulated' };
    await save(staff, {
      baseVersion: 1,
      settings: regulated,
      note: 'Brazil regulated from today.',
    });
    expect(await profile()).toBe('br-regulated');
  });

  it('tells every other api process sharing the database at once', async () => {
    const staff = await signInStaff(context);
    const other = context.databaseUrl
      ? await openDatabase({ databaseUrl: context.databaseUrl, poolSize: 1 })
      : context.database;
    try {
      const heard = new Promise<string>((resolve) => {
        const stop = other.notifications.subscribe({
          notification(channel, payload) {
            if (channel !== marketSettingsChannel) return;
            stop();
            resolve(payload);
          },
          completenessChanged: () => {},
        });
      });
      const first = brazilTable.depositOptions[0]?.orderAmountMinor ?? 0;
      await save(staff, {
        baseVersion: 0,
        settings: withFirstOption(first + 500),
        note: 'Heard everywhere.',
      });
      expect(await heard).toBe('BR');
    } finally {
      if (other !== context.database) await other.close();
    }
  });
});
