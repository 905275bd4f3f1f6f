import * as ops from '@fairplay/contract/operator';
import { DEFAULT_ROLE_PERMISSIONS, type StaffRole } from '@fairplay/contract/operator/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { operatorQueryKey } from '../../shared/api/operator-query.ts';
import { storeToken } from '../../shared/api/session-token.ts';
import { StepUpProvider } from '../../shared/api/step-up.tsx';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { AdjustmentActions } from './adjustment-actions.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const WAITING: ops.TAdjustment = {
  id: 41,
  userId: 1_000_002,
  nickname: 'Guest1000002',
  amount: -60_000,
  reasonCode: 'chargeback',
  note: 'Chargeback for deposit D2026103100006',
  status: 'requested',
  requestedBy: 'siti',
  requestedByStaffId: 3,
  requestedAt: '2026-11-03T01:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  transferId: null,
  playerCash: 100_000,
};

/** The actions as a staff member of this role and id sees them. */
function renderAs(role: StaffRole, staffId: number, adjustment: ops.TAdjustment, onDecided = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  queryClient.setQueryData(operatorQueryKey(ops.operatorMe), {
    staffId,
    username: `staff-${staffId}`,
    role,
    permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
    stepUpUntil: null,
    recoveryCodesLeft: 10,
    region: { code: 'ID', currency: 'IDR', currencyDecimals: 2, timeZone: 'Asia/Jakarta', languageKey: 'id' },
  });
  const { container } = render(
    <App>
      <QueryClientProvider client={queryClient}>
        <StepUpProvider>
          <AdjustmentActions adjustment={adjustment} onDecided={onDecided} onReject={vi.fn()} />
        </StepUpProvider>
      </QueryClientProvider>
    </App>,
  );
  return { onDecided, container };
}

const button = (name: string) => screen.queryByRole('button', { name: new RegExp(name) });

beforeAll(async () => {
  await initI18n();
  storeToken('token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the decisions an adjustment offers', () => {
  it('a second person with adjustments.approve: approve and reject, no cancel', () => {
    renderAs('finance', 9, WAITING);
    expect(button('Approve')).toBeTruthy();
    expect(button('Reject')).toBeTruthy();
    expect(button('Cancel request')).toBeNull();
  });

  it('the requester: cancel only, even with adjustments.approve', () => {
    renderAs('finance', 3, WAITING);
    expect(button('Approve')).toBeNull();
    expect(button('Reject')).toBeNull();
    expect(button('Cancel request')).toBeTruthy();
  });

  it('a role without adjustments.approve: nothing to press, it waits for someone else', () => {
    renderAs('support', 9, WAITING);
    expect(button('Approve')).toBeNull();
    expect(button('Reject')).toBeNull();
    expect(screen.getByText(/Waiting for a second person/)).toBeTruthy();
  });

  it('a decided adjustment: no decision at all', () => {
    const { container } = renderAs('super-admin', 9, {
      ...WAITING,
      status: 'approved',
      decidedBy: 'budi',
      transferId: 5,
    });
    expect(button('Approve')).toBeNull();
    expect(button('Cancel request')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('approving confirms first, then posts and hands back the decided adjustment', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`);
        return json(200, { ...WAITING, status: 'approved', decidedBy: 'staff-9', transferId: 77 });
      }),
    );
    const { onDecided } = renderAs('finance', 9, WAITING);
    fireEvent.click(button('Approve')!);
    expect(await screen.findByText('Approve −Rp 60.000 for Guest1000002? The money moves now.')).toBeTruthy();
    expect(calls).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    });
    await waitFor(() =>
      expect(onDecided).toHaveBeenCalledWith(expect.objectContaining({ status: 'approved' })),
    );
    expect(calls).toEqual(['POST /admin/api/adjustments/41/approve']);
  });
});
