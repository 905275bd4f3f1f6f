/**
 * A request id the console makes before sending a request (the contract's 8-64 letters and
 * digits): a retry of the same request carries the same id, so the server asks for it once.
 * getRandomValues works on plain http too, where crypto.randomUUID does not exist.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
