import { formatThousands, toMajorNumber } from '@fairplay/contract/money';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../kernel/context.ts';
import { describeZodError } from '../../kernel/zod-messages.ts';
import type { SandboxGateway } from './gateway.ts';

const ZPay = z.strictObject({ outcome: z.enum(['success', 'fail']) });
const ZOrderParams = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{4,40}$/) });

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The payer's side of the checkout: no inline script (the CSP forbids it), one small file instead. */
const CHECKOUT_SCRIPT = `
document.querySelectorAll('[data-outcome]').forEach(function (button) {
  button.addEventListener('click', async function () {
    var form = document.getElementById('checkout');
    var status = document.getElementById('status');
    form.querySelectorAll('button').forEach(function (b) { b.disabled = true; });
    status.textContent = 'Processing…';
    try {
      var response = await fetch(form.dataset.payUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: button.dataset.outcome }) });
      var result = await response.json();
      status.textContent = result.status === 'SUCCESS' ? 'Payment successful. Returning to Fairplay…' : result.status === 'EXPIRED' ? 'This QRIS has expired. Nothing was paid. Returning to Fairplay…' : 'Payment failed. Returning to Fairplay…';
      setTimeout(function () { location.assign(result.returnUrl || '/'); }, 1500);
    } catch (error) {
      status.textContent = 'Network error, please try again.';
      form.querySelectorAll('button').forEach(function (b) { b.disabled = false; });
    }
  });
});
`;

export function sandboxGatewayRoutes(app: FastifyInstance, deps: AppDeps, gateway: SandboxGateway): void {
  const decimals = deps.config.region.currencyDecimals;

  app.get('/sandbox-pay/checkout.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(CHECKOUT_SCRIPT),
  );

  app.get<{ Params: { orderNo: string } }>(
    '/sandbox-pay/orders/:orderNo',
    { schema: { hide: true } },
    async (request, reply) => {
      const params = ZOrderParams.safeParse(request.params);
      const order = params.success ? await gateway.findOrder(params.data.orderNo) : undefined;
      if (!order)
        return reply
          .code(404)
          .type('text/html')
          .send('<!doctype html><title>Sandbox Pay</title><p>Unknown order.</p>');
      const amount = `${order.currency} ${formatThousands(toMajorNumber(order.amount, decimals), decimals)}`;
      const isQris = order.method === 'qris';
      const isExpired =
        order.status === 'PENDING' &&
        order.expiresAt !== null &&
        deps.clock.now().getTime() >= order.expiresAt.getTime();
      const isOpen = order.status !== 'SUCCESS' && !isExpired;
      const closedText = isExpired
        ? 'This QRIS has expired. Nothing can be paid.'
        : 'This order is already paid.';
      const qrisRows =
        isQris && order.expiresAt
          ? `<div class="row"><span>Method</span><span>QRIS (dynamic)</span></div>
<div class="row"><span>Valid until</span><span data-testid="sandbox-expires">${escapeHtml(
              order.expiresAt.toLocaleString('en-GB', { timeZone: deps.config.region.timeZone }),
            )}</span></div>
<details><summary>Scanned QRIS payload</summary><code data-testid="sandbox-qris">${escapeHtml(order.qrPayload ?? '')}</code></details>`
          : '';
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Pay · ${escapeHtml(order.orderNo)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#eef2f7;color:#17202a}
main{max-width:420px;margin:0 auto;padding:24px 18px}
.badge{display:inline-block;background:#ffe9a8;color:#6b4e00;border-radius:6px;padding:2px 8px;font-size:12px;font-weight:700}
.card{background:#fff;border-radius:14px;padding:20px;box-shadow:0 4px 18px rgba(0,0,0,.08);margin-top:14px}
.amount{font-size:32px;font-weight:800;margin:6px 0 2px}
.row{display:flex;justify-content:space-between;font-size:14px;color:#5b6673;margin-top:8px;gap:12px;word-break:break-all}
button{width:100%;min-height:48px;border:0;border-radius:24px;font-size:16px;font-weight:700;margin-top:12px;cursor:pointer}
.pay{background:#1b7f4b;color:#fff}.fail{background:#fff;color:#b42318;border:1px solid #f1b5ae}
details{margin-top:10px;font-size:12px;color:#5b6673}code{word-break:break-all}
button:disabled{opacity:.5}#status{text-align:center;margin-top:14px;min-height:20px;font-weight:600}
</style></head><body><main>
<span class="badge">SANDBOX · no real money moves</span>${isQris ? ' <span class="badge">QRIS payer</span>' : ''}
<div class="card">
<div>Pay to <strong>Fairplay</strong></div>
<div class="amount" data-testid="sandbox-amount">${escapeHtml(amount)}</div>
<div class="row"><span>Order</span><span>${escapeHtml(order.orderNo)}</span></div>
<div class="row"><span>Gateway reference</span><span>${escapeHtml(order.gatewayOrderId)}</span></div>
<div class="row"><span>Status</span><span>${escapeHtml(isExpired ? 'EXPIRED' : order.status)}</span></div>
${qrisRows}
<form id="checkout" data-pay-url="/sandbox-pay/orders/${escapeHtml(order.orderNo)}/pay">
${isOpen ? '<button type="button" class="pay" data-outcome="success">Pay</button><button type="button" class="fail" data-outcome="fail">Fail</button>' : ''}
</form>
<div id="status" role="status">${isOpen ? '' : closedText}</div>
</div></main><script src="/sandbox-pay/checkout.js"></script></body></html>`);
    },
  );

  app.post<{ Params: { orderNo: string } }>(
    '/sandbox-pay/orders/:orderNo/pay',
    { schema: { hide: true } },
    async (request, reply) => {
      const params = ZOrderParams.safeParse(request.params);
      const body = ZPay.safeParse(request.body ?? {});
      if (!params.success) return reply.code(404).send({ message: 'Unknown order' });
      if (!body.success) return reply.code(400).send({ message: describeZodError(body.error) });
      const result = await gateway.pay(params.data.orderNo, body.data.outcome);
      if (!result) return reply.code(404).send({ message: 'Unknown order' });
      if (result.status === 'EXPIRED') {
        return reply.code(409).send({
          orderNo: params.data.orderNo,
          status: result.status,
          returnUrl: result.returnUrl,
          message: 'This QRIS has expired',
        });
      }
      return { orderNo: params.data.orderNo, status: result.status, returnUrl: result.returnUrl };
    },
  );
}
