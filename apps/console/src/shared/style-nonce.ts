/**
 * The console's Content-Security-Policy admits a style element only with this page's nonce (the
 * server writes a fresh one into `<meta property="csp-nonce">` with every page). antd's styles
 * could take it through ConfigProvider's `csp`, but rc-component's scroll lock (Modal, Drawer) and
 * scrollbar measure (Table) add theirs with no way to pass it. So every style element a script
 * creates gets the nonce as it is created: markup smuggled into the page (a parsed `<style>`) still
 * has none and stays refused, which is what the nonce is for.
 */
export function stampStyleNonce(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  if (!nonce) return;
  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function (
    this: Document,
    tagName: string,
    options?: ElementCreationOptions,
  ) {
    const element = createElement.call(this, tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  } as typeof createElement;
}
