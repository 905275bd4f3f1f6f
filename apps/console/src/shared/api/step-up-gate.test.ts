import { describe, expect, it, vi } from 'vitest';
import { OperatorError, STEP_UP_REQUIRED } from './client.ts';
import { createStepUpGate } from './step-up-gate.ts';

const stepUpRefusal = () => new OperatorError('Confirm it is you', { status: 403, code: STEP_UP_REQUIRED });

describe('the step-up gate', () => {
  it('runs a change that needs no step-up once, without asking', async () => {
    const ask = vi.fn(async () => true);
    const change = vi.fn(async () => 'done');
    expect(await createStepUpGate(ask).run(change)).toBe('done');
    expect(change).toHaveBeenCalledTimes(1);
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks for a fresh second factor and sends the change once more', async () => {
    const ask = vi.fn(async () => true);
    const change = vi.fn().mockRejectedValueOnce(stepUpRefusal()).mockResolvedValueOnce('approved');
    expect(await createStepUpGate(ask).run(change)).toBe('approved');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(change).toHaveBeenCalledTimes(2);
  });

  it('sends it again only once: a second refusal is the answer', async () => {
    const ask = vi.fn(async () => true);
    const change = vi.fn().mockRejectedValue(stepUpRefusal());
    await expect(createStepUpGate(ask).run(change)).rejects.toMatchObject({ code: STEP_UP_REQUIRED });
    expect(change).toHaveBeenCalledTimes(2);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('leaves the refusal as the answer when the staff member cancels', async () => {
    const change = vi.fn().mockRejectedValue(stepUpRefusal());
    await expect(createStepUpGate(async () => false).run(change)).rejects.toMatchObject({ status: 403 });
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('passes any other refusal through without asking', async () => {
    const ask = vi.fn(async () => true);
    const lastSuperAdmin = new OperatorError('The last super-admin cannot be removed', {
      status: 409,
      code: 'operator.lastSuperAdmin',
    });
    await expect(createStepUpGate(ask).run(() => Promise.reject(lastSuperAdmin))).rejects.toBe(
      lastSuperAdmin,
    );
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks once for changes refused at the same moment, and asks again for a later one', async () => {
    let answer: (isSteppedUp: boolean) => void = () => {};
    const ask = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const gate = createStepUpGate(ask);
    const first = vi.fn().mockRejectedValueOnce(stepUpRefusal()).mockResolvedValueOnce('first');
    const second = vi.fn().mockRejectedValueOnce(stepUpRefusal()).mockResolvedValueOnce('second');
    const both = Promise.all([gate.run(first), gate.run(second)]);
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(ask).toHaveBeenCalledTimes(1);
    answer(true);
    expect(await both).toEqual(['first', 'second']);

    const later = vi.fn().mockRejectedValueOnce(stepUpRefusal()).mockResolvedValueOnce('later');
    const pending = gate.run(later);
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(2));
    answer(true);
    expect(await pending).toBe('later');
  });
});
