import type { PayoutDestination } from '@sorte/contracts';
import { describe, expect, it } from 'vitest';
import { decidePayoutOutcome } from './decide-payout-outcome';

const paid = { status: 'paid' };
const invalid = { status: 'failed', reason: 'invalid_destination' };
const rejected = { status: 'failed', reason: 'rejected_by_bank' };

function outcomeOf(destination: PayoutDestination) {
  return decidePayoutOutcome(destination);
}

describe('decidePayoutOutcome', () => {
  it('pays a PIX CPF key whose check digits match, and fails one that does not', () => {
    expect(outcomeOf({ type: 'pix', keyType: 'cpf', key: '529.982.247-25' })).toEqual(paid);
    expect(outcomeOf({ type: 'pix', keyType: 'cpf', key: '52998224725' })).toEqual(paid);
    expect(outcomeOf({ type: 'pix', keyType: 'cpf', key: '529.982.247-24' })).toEqual(invalid);
    expect(outcomeOf({ type: 'pix', keyType: 'cpf', key: '111.111.111-11' })).toEqual(invalid);
  });

  it('checks the shape of the other PIX keys', () => {
    expect(outcomeOf({ type: 'pix', keyType: 'phone', key: '+5511987654321' })).toEqual(paid);
    expect(outcomeOf({ type: 'pix', keyType: 'phone', key: '11987654321' })).toEqual(invalid);
    expect(outcomeOf({ type: 'pix', keyType: 'email', key: 'ana@example.com' })).toEqual(paid);
    expect(outcomeOf({ type: 'pix', keyType: 'email', key: 'ana@' })).toEqual(invalid);
    expect(
      outcomeOf({ type: 'pix', keyType: 'random', key: '123e4567-e12b-12d1-a456-426655440000' }),
    ).toEqual(paid);
    expect(outcomeOf({ type: 'pix', keyType: 'random', key: 'not-a-uuid' })).toEqual(invalid);
  });

  it('pays a CLABE with its check digit and fails one without', () => {
    expect(outcomeOf({ type: 'clabe', clabe: '032180000118359719' })).toEqual(paid);
    expect(outcomeOf({ type: 'clabe', clabe: '032180000118359710' })).toEqual(invalid);
  });

  it('fails malformed bank accounts and e-wallet numbers', () => {
    const bank = { type: 'bank', bankCode: '001', account: '12345-6', holderName: 'Ana' } as const;
    expect(outcomeOf(bank)).toEqual(paid);
    expect(outcomeOf({ ...bank, account: 'abc' })).toEqual(invalid);
    expect(outcomeOf({ ...bank, account: '-' })).toEqual(invalid);
    expect(outcomeOf({ ...bank, holderName: '   ' })).toEqual(invalid);
    expect(outcomeOf({ type: 'ewallet', provider: 'narra', account: '09171234567' })).toEqual(paid);
    expect(outcomeOf({ type: 'ewallet', provider: 'narra', account: '0917123' })).toEqual(invalid);
  });

  it('pays an IBAN, a PromptPay phone, a Luhn-valid card, a wallet number abroad and a static QR code', () => {
    const bank = { type: 'bank', bankCode: 'NBE', holderName: 'Ana' } as const;
    expect(outcomeOf({ ...bank, account: 'EG380019000500000000263180002' })).toEqual(paid);
    expect(outcomeOf({ ...bank, account: '+66812345678' })).toEqual(paid);
    expect(outcomeOf({ type: 'card', card: '4111111111111111' })).toEqual(paid);
    expect(outcomeOf({ type: 'card', card: '4111111111111112' })).toEqual(invalid);
    expect(outcomeOf({ type: 'ewallet', provider: 'dana', account: '+6281234567890' })).toEqual(
      paid,
    );
    const brCode =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect(outcomeOf({ type: 'qr', code: brCode })).toEqual(paid);
    expect(outcomeOf({ type: 'qr', code: `${brCode.slice(0, -1)}E` })).toEqual(invalid);
  });

  it('lets a tester reach a key nobody holds with the word "wrong"', () => {
    expect(outcomeOf({ type: 'pix', keyType: 'email', key: 'wrong@example.com' })).toEqual(invalid);
  });

  it('lets a tester force a bank refusal with the word "fail"', () => {
    expect(outcomeOf({ type: 'pix', keyType: 'email', key: 'fail@example.com' })).toEqual(rejected);
    expect(
      outcomeOf({ type: 'bank', bankCode: '001', account: '1', holderName: 'Please FAIL' }),
    ).toEqual(rejected);
  });
});
