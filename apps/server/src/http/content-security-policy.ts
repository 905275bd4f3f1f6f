import type { AppConfig } from '../platform/config.ts';

/**
 * The Content-Security-Policy of the app: only our own origin, plus Google Identity Services when
 * Google sign-in is configured and the advertiser tag host on +92. Inline styles are allowed
 * because antd-mobile positions elements with style attributes; inline scripts are not.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const scriptSources = ["'self'"];
  const connectSources = ["'self'"];
  const frameSources = ["'self'"];
  const styleSources = ["'self'", "'unsafe-inline'"];
  if (config.googleClientId) {
    scriptSources.push('https://accounts.google.com/gsi/client');
    connectSources.push('https://accounts.google.com/gsi/');
    frameSources.push('https://accounts.google.com/gsi/');
    styleSources.push('https://accounts.google.com/gsi/style');
  }
  if (config.advertiserTagUrl && config.region.code === 'PK') {
    const origin = new URL(config.advertiserTagUrl).origin;
    scriptSources.push(origin);
    connectSources.push(origin);
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: scriptSources,
    styleSrc: styleSources,
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: connectSources,
    frameSrc: frameSources,
    mediaSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
  };
}
