import * as ops from '@fairplay/contract/operator';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { useOperatorMutation } from './operator-query.ts';
import { storeToken } from './session-token.ts';
import { StepUpProvider } from './step-up.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const STEP_UP_REFUSAL = {
  message: 'Confirm it is you: enter a fresh code from your authenticator app (step-up)',
  state: '403',
  code: 'operator.stepUpRequired',
};
const MEMBER = {
  staffId: 7,
  username: 'rita',
  role: 'risk',
  isEnrolled: true,
  isDisabled: false,
  playerUserId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'admin',
  lastSeenAt: null,
  activeSessions: 0,
};

/** A page that changes a role, as the staff page does: it only calls mutate. */
function ChangeRole({ onDone }: { onDone: (outcome: string) => void }) {
  const change = useOperatorMutation(ops.changeStaffRole);
  return (
    <button
      type="button"
      onClick={() =>
        change.mutate(
          { params: { id: 7 }, body: { role: 'risk' } },
          {
            onSuccess: (member) => onDone(`now ${member.role}`),
            onError: (error) => onDone(`refused: ${error.message}`),
          },
        )
      }
    >
      change role
    </button>
  );
}

function renderPage(onDone: (outcome: string) => void) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  return render(
    <App>
      <QueryClientProvider client={queryClient}>
        <StepUpProvider>
          <ChangeRole onDone={onDone} />
        </StepUpProvider>
      </QueryClientProvider>
    </App>,
  );
}

beforeAll(async () => {
  await initI18n();
  storeToken('token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the shared step-up dialog', () => {
  it('asks for a code when a change needs one, steps up and sends the change once more', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url} ${init.body ?? ''}`);
        if (url.endsWith('/step-up')) return json(200, { stepUpUntil: '2026-01-01T00:05:00.000Z' });
        return calls.filter((call) => call.includes('/role')).length === 1
          ? json(403, STEP_UP_REFUSAL)
          : json(200, MEMBER);
      }),
    );
    const onDone = vi.fn();
    renderPage(onDone);
    fireEvent.click(screen.getByText('change role'));

    const code = await screen.findByPlaceholderText('6 digits');
    fireEvent.change(code, { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('now risk'));
    expect(calls).toEqual([
      'POST /admin/api/staff/7/role {"role":"risk"}',
      'POST /admin/api/step-up {"code":"123456"}',
      'POST /admin/api/staff/7/role {"role":"risk"}',
    ]);
  });

  it('keeps the dialog open on a wrong code, and Cancel leaves the refusal as the answer', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`);
        if (url.endsWith('/step-up')) {
          return json(400, {
            message: 'code: is not a valid code from your authenticator app or an unused recovery code',
            state: '400',
          });
        }
        return json(403, STEP_UP_REFUSAL);
      }),
    );
    const onDone = vi.fn();
    renderPage(onDone);
    fireEvent.click(screen.getByText('change role'));
    fireEvent.change(await screen.findByPlaceholderText('6 digits'), { target: { value: '000000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    expect(await screen.findByText(/is not a valid code/)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(`refused: ${STEP_UP_REFUSAL.message}`));
    expect(calls).toEqual(['POST /admin/api/staff/7/role', 'POST /admin/api/step-up']);
  });
});
