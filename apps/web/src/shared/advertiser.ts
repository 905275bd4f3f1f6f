import { useAppStore } from './store/app-store.ts';

type AdvertiserEvent = 'register' | 'login' | 'purchase';

declare global {
  interface Window {
    fairplayAdQueue?: { event: AdvertiserEvent; data: Record<string, unknown>; at: number }[];
  }
}

let isLoaded = false;

/**
 * On +92 an advertiser tag script is loaded from the configured host, and register, login and
 * purchase events are reported to it (spec point 6). Without a configured host nothing happens.
 */
export function trackAdvertiserEvent(event: AdvertiserEvent, data: Record<string, unknown> = {}): void {
  const { advertiserTagUrl, phoneNumberPrefix } = useAppStore.getState();
  if (phoneNumberPrefix !== '+92' || !advertiserTagUrl) return;
  if (!isLoaded) {
    isLoaded = true;
    const script = document.createElement('script');
    script.src = advertiserTagUrl;
    script.async = true;
    document.head.appendChild(script);
  }
  window.fairplayAdQueue ??= [];
  window.fairplayAdQueue.push({ event, data, at: Date.now() });
}
