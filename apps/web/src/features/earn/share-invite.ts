import { copyText } from '../../shared/ui/copy.ts';

/**
 * Shares the invite link with the phone's share sheet when there is one, else copies it. A share
 * the player cancels is not an error; any other failure falls back to copying.
 */
export async function shareInvite(
  invite: { title: string; text: string; url: string },
  copiedMessage: string,
): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(invite);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyText(invite.url, copiedMessage);
}
