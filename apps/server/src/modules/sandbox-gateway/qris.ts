/**
 * The sandbox's dynamic QRIS: an EMVCo merchant-presented QR payload (what Indonesian e-wallets and
 * bank apps scan) with the order's amount, built the way acquirers build theirs. It is well formed
 * (TLV fields, CRC in tag 63) but names a sandbox merchant, so no real app would pay it.
 */

const CURRENCY_NUMERIC: Record<string, string> = { IDR: '360', INR: '356', PKR: '586' };

/** The sandbox merchant as the QR names it (tags 26, 51, 52, 59-61). */
const MERCHANT = {
  acquirerDomain: 'ID.CO.FAIRPLAY.SANDBOX',
  /** Merchant PAN: 9360 (national switch prefix) + a made-up acquirer and merchant number. */
  pan: '936099990000004021',
  merchantId: 'FPSANDBOX0001',
  /** QRIS national merchant id (NMID) of a made-up merchant. */
  nmid: 'ID1026999900401',
  criteria: 'UKE',
  /** 5816: digital goods, games. */
  categoryCode: '5816',
  name: 'FAIRPLAY SANDBOX',
  city: 'JAKARTA PUSAT',
  postalCode: '10110',
} as const;

/** One EMVCo TLV field: two-digit tag, two-digit length, the value (at most 99 characters). */
function field(tag: string, value: string): string {
  if (value.length > 99) throw new Error(`EMVCo field ${tag} is longer than 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as tag 63 carries it: four upper-case hex
 * digits over the whole payload up to and including "6304".
 */
export function emvCrc16(text: string): string {
  let crc = 0xffff;
  for (let index = 0; index < text.length; index += 1) {
    crc ^= text.charCodeAt(index) << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface QrisOrder {
  /** The merchant's bill number (tag 62.01): our order number. */
  orderNo: string;
  /** The gateway's reference (tag 62.05). */
  gatewayOrderId: string;
  /** The amount in major units as a decimal string, e.g. "100000.00". */
  amountMajor: string;
  currency: string;
  countryCode: string;
}

/** A dynamic QRIS (point of initiation 12) for one order and its amount. */
export function buildQrisPayload(order: QrisOrder): string {
  const currency = CURRENCY_NUMERIC[order.currency];
  if (!currency) throw new Error(`QRIS has no numeric code for ${order.currency}`);
  // QRIS writes whole amounts without decimals ("100000"), others with them ("100000.50").
  const amount = order.amountMajor.replace(/\.0+$/, '');
  const body = [
    field('00', '01'),
    field('01', '12'),
    field(
      '26',
      field('00', MERCHANT.acquirerDomain) +
        field('01', MERCHANT.pan) +
        field('02', MERCHANT.merchantId) +
        field('03', MERCHANT.criteria),
    ),
    field('51', field('00', 'ID.CO.QRIS.WWW') + field('02', MERCHANT.nmid) + field('03', MERCHANT.criteria)),
    field('52', MERCHANT.categoryCode),
    field('53', currency),
    field('54', amount),
    field('58', order.countryCode),
    field('59', MERCHANT.name),
    field('60', MERCHANT.city),
    field('61', MERCHANT.postalCode),
    field('62', field('01', order.orderNo) + field('05', order.gatewayOrderId) + field('07', 'SANDBOX')),
  ].join('');
  const withCrcTag = `${body}6304`;
  return `${withCrcTag}${emvCrc16(withCrcTag)}`;
}

export interface EmvField {
  tag: string;
  value: string;
}

/** Reads a run of EMVCo TLV fields; null when it is not one. */
export function parseEmvFields(text: string): EmvField[] | null {
  const fields: EmvField[] = [];
  let position = 0;
  while (position < text.length) {
    const tag = text.slice(position, position + 2);
    const lengthText = text.slice(position + 2, position + 4);
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(lengthText)) return null;
    const length = Number(lengthText);
    const value = text.slice(position + 4, position + 4 + length);
    if (value.length !== length) return null;
    fields.push({ tag, value });
    position += 4 + length;
  }
  return fields;
}

/** True when a payload is TLV all through and ends with a CRC (tag 63) that matches. */
export function isWellFormedQris(payload: string): boolean {
  const fields = parseEmvFields(payload);
  const crc = fields?.at(-1);
  if (!fields || crc?.tag !== '63' || crc.value.length !== 4) return false;
  return emvCrc16(payload.slice(0, -4)) === crc.value;
}
