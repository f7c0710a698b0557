import { describe, expect, it } from 'vitest';
import { complianceProfiles } from '../compliance-profiles';
import { checkPayoutAccount } from './check-payout-account';
import type { PayoutAccountInput, PayoutAccountRules } from './check-payout-account';

const playerCpf = '529.982.247-25';
const otherCpf = '123.456.789-09';
const open: PayoutAccountRules = { complianceProfile: complianceProfiles.default, playerCpf: null };
const regulated: PayoutAccountRules = {
  complianceProfile: complianceProfiles['br-regulated'],
  playerCpf,
};

function errorsOf(check: ReturnType<typeof checkPayoutAccount>) {
  return check.ok ? [] : check.errors;
}

describe('checkPayoutAccount: Brazil, default profile', () => {
  it('accepts a CPF key and stores it as digits, with its order type and PIX key type', () => {
    const check = checkPayoutAccount(
      'BR',
      { channelId: 'br_pix_cpf', account: playerCpf, holderName: ' Maria  da Silva ' },
      open,
    );
    expect(check).toEqual({
      ok: true,
      account: {
        channelId: 'br_pix_cpf',
        market: 'BR',
        orderType: 1,
        bankCode: null,
        destinationType: 'pix',
        pixKeyType: 'cpf',
        provider: 'pix',
        account: '52998224725',
        destinationBankCode: null,
        holderName: 'Maria da Silva',
        holderCpf: '52998224725',
      },
    });
  });

  it('normalises phone, e-mail and random keys', () => {
    const accountOf = (input: PayoutAccountInput) => {
      const check = checkPayoutAccount('BR', input, open);
      return check.ok ? [check.account.orderType, check.account.account] : check.errors;
    };
    const holderName = 'Maria da Silva';
    expect(
      accountOf({ channelId: 'br_pix_phone', account: '(11) 91234-5678', holderName }),
    ).toEqual([4, '+5511912345678']);
    expect(
      accountOf({ channelId: 'br_pix_email', account: 'Maria@Example.com', holderName }),
    ).toEqual([5, 'maria@example.com']);
    expect(
      accountOf({
        channelId: 'br_pix_random',
        account: '123E4567E12B12D1A456426655440000',
        holderName,
      }),
    ).toEqual([3, '123e4567-e12b-12d1-a456-426655440000']);
  });

  it('returns every refusal at once, each on its field', () => {
    expect(errorsOf(checkPayoutAccount('BR', { channelId: 'br_pix_cpf' }, open))).toEqual([
      { field: 'account', code: 'field_missing' },
      { field: 'holderName', code: 'field_missing' },
    ]);
    expect(
      errorsOf(
        checkPayoutAccount(
          'BR',
          { channelId: 'br_pix_cpf', account: '529.982.247-24', holderName: 'M', holderCpf: 'x' },
          open,
        ),
      ),
    ).toEqual([
      { field: 'account', code: 'cpf_invalid' },
      { field: 'holderName', code: 'holder_name_invalid' },
      { field: 'holderCpf', code: 'cpf_invalid' },
    ]);
  });

  it('refuses a CPF key whose stated holder CPF is another one', () => {
    const check = checkPayoutAccount(
      'BR',
      { channelId: 'br_pix_cpf', account: playerCpf, holderName: 'Maria', holderCpf: otherCpf },
      open,
    );
    expect(errorsOf(check)).toEqual([{ field: 'holderCpf', code: 'holder_cpf_mismatch' }]);
  });

  it('accepts any holder CPF on other keys, and keeps it', () => {
    const check = checkPayoutAccount(
      'BR',
      { channelId: 'br_pix_email', account: 'a@b.co', holderName: 'Maria', holderCpf: otherCpf },
      open,
    );
    expect(check.ok && check.account.holderCpf).toBe('12345678909');
  });

  it('refuses channels of other markets and unknown ones', () => {
    for (const channelId of ['mx_clabe', 'pix', '']) {
      expect(errorsOf(checkPayoutAccount('BR', { channelId, account: playerCpf }, open))).toEqual([
        { field: 'channelId', code: 'channel_unknown' },
      ]);
    }
  });

  it('refuses a field sent as anything but text with its own error, never crashing', () => {
    const careless = { channelId: 'br_pix_cpf', account: 52998224725, holderName: 'Maria' };
    expect(
      errorsOf(checkPayoutAccount('BR', careless as unknown as PayoutAccountInput, open)),
    ).toEqual([{ field: 'account', code: 'cpf_invalid' }]);
  });

  it('ignores fields the channel does not use', () => {
    const check = checkPayoutAccount(
      'BR',
      { channelId: 'br_pix_cpf', account: playerCpf, holderName: 'Maria', bankCode: '001' },
      open,
    );
    expect(check.ok && check.account.destinationBankCode).toBeNull();
  });
});

describe('checkPayoutAccount: Brazil, own-CPF payouts (br-regulated)', () => {
  it("accepts a CPF key in the player's own CPF, however either is written", () => {
    const check = checkPayoutAccount(
      'BR',
      { channelId: 'br_pix_cpf', account: '52998224725', holderName: 'Maria' },
      regulated,
    );
    expect(check.ok).toBe(true);
  });

  it("refuses a CPF key in another person's CPF", () => {
    const check = checkPayoutAccount(
      'BR',
      { channelId: 'br_pix_cpf', account: otherCpf, holderName: 'Maria' },
      regulated,
    );
    expect(errorsOf(check)).toEqual([{ field: 'account', code: 'cpf_not_own' }]);
  });

  it("needs the holder CPF of a phone, e-mail or random key, and takes only the player's", () => {
    const phoneKey = { channelId: 'br_pix_phone', account: '11912345678', holderName: 'Maria' };
    expect(errorsOf(checkPayoutAccount('BR', phoneKey, regulated))).toEqual([
      { field: 'holderCpf', code: 'holder_cpf_required' },
    ]);
    expect(
      errorsOf(checkPayoutAccount('BR', { ...phoneKey, holderCpf: otherCpf }, regulated)),
    ).toEqual([{ field: 'holderCpf', code: 'cpf_not_own' }]);
    const own = checkPayoutAccount('BR', { ...phoneKey, holderCpf: playerCpf }, regulated);
    expect(own.ok && own.account.holderCpf).toBe('52998224725');
  });

  it('accepts no account before the player has registered a valid CPF', () => {
    for (const registered of [null, '529.982.247-24']) {
      const check = checkPayoutAccount(
        'BR',
        { channelId: 'br_pix_cpf', account: playerCpf, holderName: 'Maria' },
        { ...regulated, playerCpf: registered },
      );
      expect(errorsOf(check)).toEqual([{ field: null, code: 'player_cpf_missing' }]);
    }
  });

  it('reports ownership beside the other refusals', () => {
    const check = checkPayoutAccount(
      'BR',
      { channelId: 'br_pix_cpf', account: otherCpf, holderName: '' },
      regulated,
    );
    expect(errorsOf(check)).toEqual([
      { field: 'holderName', code: 'field_missing' },
      { field: 'account', code: 'cpf_not_own' },
    ]);
  });

  it('is a configuration error outside Brazil', () => {
    expect(() =>
      checkPayoutAccount('MX', { channelId: 'mx_clabe', account: '032180000118359719' }, regulated),
    ).toThrow(RangeError);
  });
});

describe('checkPayoutAccount: other markets', () => {
  const holderName = 'Ana López';

  it('takes a Mexican CLABE or debit card, checking their digits', () => {
    expect(
      checkPayoutAccount(
        'MX',
        { channelId: 'mx_clabe', account: '032180000118359719', holderName },
        open,
      ).ok,
    ).toBe(true);
    expect(
      errorsOf(
        checkPayoutAccount(
          'MX',
          { channelId: 'mx_clabe', account: '032180000118359710', holderName },
          open,
        ),
      ),
    ).toEqual([{ field: 'account', code: 'clabe_invalid' }]);
    expect(
      checkPayoutAccount(
        'MX',
        { channelId: 'mx_debit_card', account: '4111 1111 1111 1111', holderName },
        open,
      ).ok,
    ).toBe(true);
    expect(
      errorsOf(
        checkPayoutAccount(
          'MX',
          { channelId: 'mx_debit_card', account: '4111111111111112', holderName },
          open,
        ),
      ),
    ).toEqual([{ field: 'account', code: 'card_invalid' }]);
  });

  it("checks a NUBAN's check digit against its 3-digit bank, and takes 6-digit institutions' accounts", () => {
    const nuban = (bankCode: string, account: string) =>
      checkPayoutAccount('NG', { channelId: 'ng_bank', bankCode, account, holderName }, open);
    const valid = nuban('011', '0000014579');
    expect(valid.ok && [valid.account.destinationBankCode, valid.account.account]).toEqual([
      '011',
      '0000014579',
    ]);
    expect(errorsOf(nuban('011', '0000014578'))).toEqual([
      { field: 'account', code: 'account_number_invalid' },
    ]);
    expect(nuban('090267', '8012345678').ok).toBe(true);
    expect(errorsOf(nuban('11', '0000014579'))).toEqual([
      { field: 'bankCode', code: 'bank_code_invalid' },
    ]);
    expect(errorsOf(nuban('011', '000001457'))).toEqual([
      { field: 'account', code: 'account_number_invalid' },
    ]);
  });

  it('pays a Philippine wallet by its mobile number in E.164', () => {
    const check = checkPayoutAccount(
      'PH',
      { channelId: 'ph_gcash', account: '0917 123 4567', holderName: 'Juan Dela Cruz' },
      { complianceProfile: complianceProfiles['ph-pagcor'], playerCpf: null },
    );
    expect(check.ok && [check.account.provider, check.account.account]).toEqual([
      'gcash',
      '+639171234567',
    ]);
  });

  it("carries the seed's bank code for Indonesian wallets and banks", () => {
    const dana = checkPayoutAccount(
      'ID',
      { channelId: 'id_dana', account: '0812 3456 7890', holderName: 'Sukarno' },
      open,
    );
    expect(
      dana.ok && [dana.account.bankCode, dana.account.orderType, dana.account.account],
    ).toEqual(['DANA', 6, '+6281234567890']);
    const bank = checkPayoutAccount(
      'ID',
      { channelId: 'id_bank', bankCode: '014', account: '1234567890', holderName: 'Sukarno' },
      open,
    );
    expect(bank.ok && [bank.account.bankCode, bank.account.destinationBankCode]).toEqual([
      'DOKUVA',
      '014',
    ]);
  });

  it('takes an Egyptian IBAN or wallet number, and Thai and Vietnamese banks by their digits', () => {
    expect(
      checkPayoutAccount(
        'EG',
        {
          channelId: 'eg_bank',
          account: 'EG38 0019 0005 0000 0000 2631 8000 2',
          holderName: 'Mona Aly',
        },
        open,
      ).ok,
    ).toBe(true);
    expect(
      checkPayoutAccount(
        'EG',
        { channelId: 'eg_wallet', account: '010 1234 5678', holderName: 'Mona Aly' },
        open,
      ).ok,
    ).toBe(true);
    expect(
      checkPayoutAccount(
        'TH',
        { channelId: 'th_bank', bankCode: '004', account: '123-4-56789-0', holderName: 'Somchai' },
        open,
      ).ok,
    ).toBe(true);
    expect(
      errorsOf(
        checkPayoutAccount(
          'VN',
          { channelId: 'vn_bank', bankCode: '97043', account: '0123456789', holderName: 'An' },
          open,
        ),
      ),
    ).toEqual([{ field: 'bankCode', code: 'bank_code_invalid' }]);
  });
});
