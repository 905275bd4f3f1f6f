import { showToast } from './feedback.ts';

/** Copies text and confirms with the given message ('Copied successfully' or 'Copy Success'). */
export async function copyText(text: string, message: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const isCopied = document.execCommand('copy');
    area.remove();
    if (!isCopied) return false;
  }
  void showToast(message);
  return true;
}
