import { describe, expect, it } from 'vitest';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { nextCpf } from '../../../test/withdrawals';

const context = useTestApp();
const regulated = useTestApp({ COMPLIANCE_PROFILE_BR: 'br-regulated' });

async function accountsOf(app: typeof context, token: string) {
  return (await call(app.app, '/withdraw/bank/list', {}, token)).json().data;
}

describe('payout accounts', () => {
  it('lists the market’s channels, and adds a PIX key checked by its own rule', async () => {
    const player = await loginAsGuest(context.app);
    const empty = await accountsOf(context, player.token);
    expect(empty.list).toEqual([]);
    expect(empty.ownCpfPayoutsOnly).toBe(false);
    expect(empty.channels.map((channel: { channelId: string }) => channel.channelId)).toEqual(
      expect.arrayContaining(['br_pix_cpf', 'br_pix_phone', 'br_pix_email', 'br_pix_random']),
    );

    const wrongCpf = await call(
      context.app,
      '/v1/bus/addPayoutAccount',
      { channelId: 'br_pix_cpf', account: '529.982.247-24', holderName: 'Maria da Silva' },
      player.token,
    );
    expect(wrongCpf.statusCode).toBe(400);
    expect(wrongCpf.json()).toMatchObject({
      success: false,
      msgCode: 'payout_account_invalid',
      msg: 'Este CPF não é válido. Confira os 11 dígitos.',
    });
    expect((await accountsOf(context, player.token)).list).toEqual([]);

    const added = await call(
      context.app,
      '/v1/bus/addPayoutAccount',
      { channelId: 'br_pix_cpf', account: '529.982.247-25', holderName: 'Maria da Silva' },
      player.token,
    );
    expect(added.json().data.account).toMatchObject({
      channelId: 'br_pix_cpf',
      orderType: 1,
      account: '52998224725',
      accountMasked: '••••4725',
      holderName: 'Maria da Silva',
    });
    const again = await call(
      context.app,
      '/v1/bus/addPayoutAccount',
      { channelId: 'br_pix_cpf', account: '52998224725', holderName: 'Maria da Silva' },
      player.token,
    );
    expect(again.json()).toMatchObject({ success: false, msgCode: 'payout_account_invalid' });
    expect((await accountsOf(context, player.token)).list).toHaveLength(1);
  });

  it('refuses a phone key outside Brazil and a malformed e-mail, naming the field’s rule', async () => {
    const player = await loginAsGuest(context.app);
    for (const [channelId, account] of [
      ['br_pix_phone', '+5411987654321'],
      ['br_pix_email', 'maria@'],
      ['br_pix_random', 'not-a-key'],
      ['mx_clabe', '032180000118359719'],
    ]) {
      const response = await call(
        context.app,
        '/v1/bus/addPayoutAccount',
        { channelId, account, holderName: 'Maria da Silva' },
        player.token,
      );
      expect(response.statusCode, `${channelId} ${account}`).toBe(400);
      expect(response.json().msgCode).toBe('payout_account_invalid');
    }
  });

  it('changes and removes only the player’s own accounts', async () => {
    const owner = await loginAsGuest(context.app);
    const other = await loginAsGuest(context.app);
    const { accountId } = (
      await call(
        context.app,
        '/v1/bus/addPayoutAccount',
        { channelId: 'br_pix_email', account: 'Maria@Example.com', holderName: 'Maria da Silva' },
        owner.token,
      )
    ).json().data.account;
    const body = {
      accountId,
      channelId: 'br_pix_email',
      account: 'thief@example.com',
      holderName: 'Thief',
    };
    const stolen = await call(context.app, '/v1/bus/updatePayoutAccount', body, other.token);
    expect(stolen.json()).toMatchObject({ success: false, msgCode: 'payout_account_unknown' });
    const removed = await call(
      context.app,
      '/v1/bus/removePayoutAccount',
      { accountId },
      other.token,
    );
    expect(removed.json()).toMatchObject({ success: false, msgCode: 'payout_account_unknown' });
    expect((await accountsOf(context, other.token)).list).toEqual([]);
    const [kept] = (await accountsOf(context, owner.token)).list;
    expect(kept).toMatchObject({
      accountId,
      account: 'maria@example.com',
      accountMasked: 'm•••@example.com',
    });

    const changed = await call(
      context.app,
      '/v1/bus/updatePayoutAccount',
      { ...body, account: 'maria.silva@example.com', holderName: 'Maria da Silva' },
      owner.token,
    );
    expect(changed.json().data.account).toMatchObject({ account: 'maria.silva@example.com' });
    await call(context.app, '/v1/bus/removePayoutAccount', { accountId }, owner.token);
    expect((await accountsOf(context, owner.token)).list).toEqual([]);
  });

  it('registers the player’s CPF once: the same again is fine, another is refused, and no one else may use it', async () => {
    const player = await loginAsGuest(context.app);
    const cpf = nextCpf();
    expect(
      (
        await call(context.app, '/v1/bus/updateCpf', { cpf: '111.111.111-11' }, player.token)
      ).json(),
    ).toMatchObject({ success: false, msgCode: 'cpf_invalid' });
    expect(
      (await call(context.app, '/v1/bus/updateCpf', { cpf }, player.token)).json(),
    ).toMatchObject({ success: true, data: { cpf } });
    expect(
      (await call(context.app, '/v1/bus/updateCpf', { cpf }, player.token)).json().success,
    ).toBe(true);
    const other = nextCpf();
    expect(
      (await call(context.app, '/v1/bus/updateCpf', { cpf: other }, player.token)).json(),
    ).toMatchObject({ success: false, msgCode: 'cpf_already_set' });
    const second = await loginAsGuest(context.app);
    expect(
      (await call(context.app, '/v1/bus/updateCpf', { cpf }, second.token)).json(),
    ).toMatchObject({ success: false, msgCode: 'cpf_taken' });
    expect((await accountsOf(context, player.token)).playerCpf).toBe(cpf);
  });
});

describe('payout accounts under br-regulated', () => {
  it('accepts only accounts in the player’s own CPF', async () => {
    const player = await loginAsGuest(regulated.app);
    const ownCpf = nextCpf();
    const someoneElse = nextCpf();
    const before = await call(
      regulated.app,
      '/v1/bus/addPayoutAccount',
      { channelId: 'br_pix_cpf', account: ownCpf, holderName: 'Maria da Silva' },
      player.token,
    );
    expect(before.json()).toMatchObject({ success: false, msgCode: 'payout_account_invalid' });
    expect(before.json().msg).toMatch(/Cadastre seu CPF primeiro/);
    await call(regulated.app, '/v1/bus/updateCpf', { cpf: ownCpf }, player.token);
    expect((await accountsOf(regulated, player.token)).ownCpfPayoutsOnly).toBe(true);

    const foreign = await call(
      regulated.app,
      '/v1/bus/addPayoutAccount',
      { channelId: 'br_pix_cpf', account: someoneElse, holderName: 'Maria da Silva' },
      player.token,
    );
    expect(foreign.json().msg).toMatch(/não está no seu CPF/);
    const foreignEmail = await call(
      regulated.app,
      '/v1/bus/addPayoutAccount',
      {
        channelId: 'br_pix_email',
        account: 'maria@example.com',
        holderName: 'Maria da Silva',
        holderCpf: someoneElse,
      },
      player.token,
    );
    expect(foreignEmail.json().success).toBe(false);
    const own = await call(
      regulated.app,
      '/v1/bus/addPayoutAccount',
      {
        channelId: 'br_pix_email',
        account: 'maria@example.com',
        holderName: 'Maria da Silva',
        holderCpf: ownCpf,
      },
      player.token,
    );
    expect(own.json()).toMatchObject({ success: true });
    expect((await accountsOf(regulated, player.token)).list).toHaveLength(1);
  });
});
