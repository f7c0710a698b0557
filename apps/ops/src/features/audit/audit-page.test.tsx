import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOpsApi } from '../../test/fake-ops-api';
import { auditEntry } from '../../test/ops-fixtures';
import { renderConsole, signedInAs } from '../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

describe('the audit log', () => {
  it('shows who changed what, before and after; the system for a lock', async () => {
    fakeOpsApi({
      '/ops/audit': {
        data: {
          list: [
            auditEntry({
              id: 2,
              staffUsername: null,
              action: 'staff.lock',
              subject: 'staff:bruno',
              before: null,
            }),
            auditEntry(),
          ],
          nextCursor: null,
        },
      },
    });
    signedInAs('admin');
    renderConsole('/audit');
    const lock = await screen.findByTestId('audit-2');
    expect(within(lock).getByText('Sistema')).toBeTruthy();
    const approval = screen.getByTestId('audit-1');
    expect(within(approval).getByText('ana.ops')).toBeTruthy();
    expect(within(approval).getByText('status')).toBeTruthy();
    expect(within(approval).getByText('reviewing').tagName).toBe('DEL');
    expect(within(approval).getByText('approved').tagName).toBe('INS');
  });

  it('revokes a staff member’s sessions by username, and says how many ended', async () => {
    const api = fakeOpsApi({
      '/ops/audit': { data: { list: [], nextCursor: null } },
      '/ops/staff/sessions/revoke': { data: { revoked: 2 } },
    });
    signedInAs('admin');
    renderConsole('/audit');
    fireEvent.click(await screen.findByTestId('revoke-open'));
    const dialog = screen.getByRole('dialog', {
      name: 'Encerrar as sessões de um membro da equipe',
    });
    fireEvent.change(within(dialog).getByLabelText('Usuário da equipe'), {
      target: { value: 'bruno' },
    });
    fireEvent.click(within(dialog).getByTestId('revoke-confirm'));
    expect((await screen.findByTestId('notice')).textContent).toBe(
      '2 sessão(ões) de bruno encerrada(s).',
    );
    expect(api.callsTo('/ops/staff/sessions/revoke')[0]?.body).toEqual({ username: 'bruno' });
  });

  it('names an unknown username in the dialog', async () => {
    fakeOpsApi({
      '/ops/audit': { data: { list: [], nextCursor: null } },
      '/ops/staff/sessions/revoke': { refuse: 'staff_unknown', status: 404 },
    });
    signedInAs('admin');
    renderConsole('/audit');
    fireEvent.click(await screen.findByTestId('revoke-open'));
    fireEvent.change(screen.getByLabelText('Usuário da equipe'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByTestId('revoke-confirm'));
    expect((await screen.findByTestId('revoke-error')).textContent).toBe(
      'Nenhum membro da equipe tem este usuário.',
    );
  });
});
