import { TOAST_DURATION_MS } from '@fairplay/contract/constants';

/**
 * Toasts and dialogs without a UI library: plain DOM, a few hundred bytes, shown at once even on
 * the first message of a slow connection. Every message of the app goes through these functions.
 */

let toastElement: HTMLDivElement | null = null;
let toastTimer: ReturnType<typeof setTimeout> | undefined;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A 1.5 s toast without an icon (spec point 8). */
export async function showToast(message: string, durationMs = TOAST_DURATION_MS): Promise<void> {
  if (!message) return;
  toastElement?.remove();
  clearTimeout(toastTimer);
  const toast = element('div', 'fp-toast', message);
  toast.setAttribute('role', 'status');
  toast.setAttribute('aria-live', 'polite');
  document.body.appendChild(toast);
  toastElement = toast;
  toastTimer = setTimeout(() => {
    toast.remove();
    if (toastElement === toast) toastElement = null;
  }, durationMs);
}

/** A blocking "please wait" toast; call the returned function to close it. */
export async function showLoading(message: string): Promise<() => void> {
  const mask = element('div', 'fp-toast-mask');
  const toast = element('div', 'fp-toast fp-toast--loading');
  toast.append(element('div', 'fp-spinner'), element('span', '', message));
  toast.setAttribute('role', 'status');
  mask.appendChild(toast);
  document.body.appendChild(mask);
  return () => mask.remove();
}

function openDialog(options: {
  title?: string | undefined;
  content: string;
  confirmText: string;
  cancelText?: string | undefined;
}): Promise<boolean> {
  return new Promise((resolve) => {
    const previousFocus = document.activeElement as HTMLElement | null;
    const mask = element('div', 'fp-modal-mask');
    const dialog = element('div', 'fp-modal');
    dialog.setAttribute('role', options.cancelText ? 'alertdialog' : 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    if (options.title) dialog.appendChild(element('h2', '', options.title));
    dialog.appendChild(element('p', '', options.content));
    const buttons = element('div', 'fp-modal-buttons');
    const close = (result: boolean) => {
      mask.remove();
      document.removeEventListener('keydown', onKey);
      previousFocus?.focus?.();
      resolve(result);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(false);
    };
    if (options.cancelText) {
      const cancel = element('button', 'fp-button fp-button--ghost', options.cancelText);
      cancel.type = 'button';
      cancel.onclick = () => close(false);
      buttons.appendChild(cancel);
    }
    const confirm = element('button', 'fp-button', options.confirmText);
    confirm.type = 'button';
    confirm.onclick = () => close(true);
    buttons.appendChild(confirm);
    dialog.appendChild(buttons);
    mask.appendChild(dialog);
    document.body.appendChild(mask);
    document.addEventListener('keydown', onKey);
    confirm.focus();
  });
}

export async function showAlert(options: {
  title?: string;
  content: string;
  confirmText: string;
}): Promise<void> {
  await openDialog(options);
}

export function showConfirm(options: {
  title?: string;
  content: string;
  confirmText: string;
  cancelText: string;
}): Promise<boolean> {
  return openDialog(options);
}
