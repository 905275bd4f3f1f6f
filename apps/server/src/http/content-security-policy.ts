import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
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

/** Each console answer's style nonce, kept with the answer it belongs to (gone with it). */
const styleNonces = new WeakMap<ServerResponse, string>();

/**
 * The nonce this answer's Content-Security-Policy admits style elements by: made on first use,
 * the same for the policy header and the console page that carries it (http/console-app.ts).
 */
export function styleNonceOf(response: ServerResponse): string {
  let nonce = styleNonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    styleNonces.set(response, nonce);
  }
  return nonce;
}

/**
 * The operator console's policy, stricter than the app's: nothing but our own origin, no frames
 * at all (no site may frame an approve button), and style elements only with the page's nonce
 * (the console's scripts create theirs with it). Style attributes stay allowed: antd
 * positions popups with them, and an attribute cannot select or load anything.
 */
export function consoleContentSecurityPolicy(): Record<
  string,
  Array<string | ((request: unknown, response: ServerResponse) => string)>
> {
  const styleElements = [
    "'self'",
    (_request: unknown, response: ServerResponse) => `'nonce-${styleNonceOf(response)}'`,
  ];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: styleElements,
    styleSrcElem: styleElements,
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'none'"],
    mediaSrc: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
  };
}
