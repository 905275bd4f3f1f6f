import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form, SubmitButton } from './field.tsx';

afterEach(cleanup);

describe('Form', () => {
  it('submits without browser validation and without leaving the page', () => {
    const onSubmit = vi.fn();
    render(
      <Form className="fp-card" onSubmit={onSubmit} data-testid="form">
        <SubmitButton busy={false} label="Save" busyLabel="Saving…" testId="save" />
      </Form>,
    );
    const form = screen.getByTestId('form') as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    expect(form.className).toBe('fp-card');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

describe('SubmitButton', () => {
  it('is the full-width submit button, gold when asked, with an extra class', () => {
    render(
      <>
        <SubmitButton busy={false} label="Save" busyLabel="Saving…" testId="plain" />
        <SubmitButton busy={false} label="Go" busyLabel="Going…" testId="gold" gold className="extra" />
      </>,
    );
    const plain = screen.getByTestId('plain');
    expect(plain.getAttribute('type')).toBe('submit');
    expect(plain.className).toBe('fp-button fp-button--block');
    expect(plain.hasAttribute('aria-busy')).toBe(false);
    expect(screen.getByTestId('gold').className).toBe('fp-button fp-button--gold fp-button--block extra');
  });

  it('while busy: disabled, the busy words and, when announced, aria-busy', () => {
    render(<SubmitButton busy label="Save" busyLabel="Saving…" testId="save" announceBusy />);
    const button = screen.getByTestId('save') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Saving…');
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('is disabled for another reason too', () => {
    render(<SubmitButton busy={false} disabled label="Save" busyLabel="Saving…" testId="save" />);
    const button = screen.getByTestId('save') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Save');
  });
});
