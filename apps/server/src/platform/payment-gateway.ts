/**
 * A payment gateway as the deposit and withdrawal code sees it (DESIGN.md section 7). The sandbox
 * implements it; a real gateway is another adapter configured by the operator.
 */
export interface GatewayOrder {
  orderNo: string;
  amountMinor: bigint;
  currency: string;
  description: string;
  /** Where the gateway sends the payer back after paying. */
  returnUrl: string;
  /** checkout (default): a hosted payment page; qris: a dynamic QRIS payable until expiresAt. */
  method?: 'checkout' | 'qris';
  expiresAt?: Date;
}

export interface GatewayOrderCreated {
  gatewayOrderId: string;
  payUrl: string;
  /** The QRIS payload to show as a QR code (qris orders). */
  qrPayload?: string | null;
}

export type GatewayPaymentStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

export interface GatewayEvent {
  /** payment: money in (deposits); payout: money out (withdrawals). */
  type: 'payment' | 'payout';
  eventId: string;
  orderNo: string;
  gatewayOrderId: string;
  status: Exclude<GatewayPaymentStatus, 'PENDING'>;
  amountMinor: bigint;
  occurredAt: Date;
}

export type CallbackCheck =
  | { ok: true; event: GatewayEvent }
  | { ok: false; reason: 'signature' | 'stale' | 'malformed' };

export interface PayoutRequest {
  orderNo: string;
  amountMinor: bigint;
  currency: string;
  accountType: string;
  /** The bank or e-wallet of the region's list (null for accounts added before the lists). */
  bankCode: string | null;
  accountName: string | null;
  accountNumber: string;
  ifsc: string | null;
}

/** The gateway did not answer, or its answer was lost: the payout may or may not have happened. */
export class PayoutOutcomeUnknownError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayoutOutcomeUnknownError';
  }
}

export interface PaymentGateway {
  readonly name: string;
  createOrder(order: GatewayOrder): Promise<GatewayOrderCreated>;
  /** Checks a callback's signature and freshness over the raw body; never throws on bad input. */
  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: Date,
  ): CallbackCheck;
  /** The gateway's own view of an order, for reconciliation when callbacks go missing. */
  queryStatus(orderNo: string): Promise<{ status: GatewayPaymentStatus; amountMinor: bigint } | null>;
  /** Sends money to a payout account; throws PayoutOutcomeUnknownError when the outcome is not known. */
  payout(request: PayoutRequest): Promise<{ payoutId: string }>;
  /** The gateway's view of a payout; null when it has no record of it. */
  queryPayout(orderNo: string): Promise<{ status: GatewayPaymentStatus; amountMinor: bigint } | null>;
}
