import { describe, expect, it } from 'vitest';
import { buildQrisPayload, emvCrc16, isWellFormedQris, parseEmvFields } from './qris.ts';

const order = {
  orderNo: 'D260301101500123456',
  gatewayOrderId: 'SBX0123456789ABCDEF',
  amountMajor: '100000.00',
  currency: 'IDR',
  countryCode: 'ID',
};

describe('the sandbox dynamic QRIS (EMVCo merchant-presented QR)', () => {
  it('computes the CRC-16/CCITT-FALSE that tag 63 carries', () => {
    // The standard check value of CRC-16/CCITT-FALSE.
    expect(emvCrc16('123456789')).toBe('29B1');
  });

  it('is TLV all through: dynamic, IDR, the amount, the order, and a CRC that matches', () => {
    const payload = buildQrisPayload(order);
    expect(isWellFormedQris(payload)).toBe(true);
    const fields = Object.fromEntries(
      (parseEmvFields(payload) ?? []).map((field) => [field.tag, field.value]),
    );
    expect(fields).toMatchObject({
      '00': '01',
      '01': '12',
      '52': '5816',
      '53': '360',
      '54': '100000',
      '58': 'ID',
    });
    expect(parseEmvFields(fields['51'] ?? '')).toContainEqual({ tag: '00', value: 'ID.CO.QRIS.WWW' });
    expect(parseEmvFields(fields['62'] ?? '')).toEqual([
      { tag: '01', value: order.orderNo },
      { tag: '05', value: order.gatewayOrderId },
      { tag: '07', value: 'SANDBOX' },
    ]);
    expect(payload.slice(-8, -4)).toBe('6304');
  });

  it('keeps cents when the amount has them, and any change breaks the CRC', () => {
    const payload = buildQrisPayload({ ...order, amountMajor: '10500.50' });
    expect(parseEmvFields(payload)?.find((field) => field.tag === '54')?.value).toBe('10500.50');
    expect(isWellFormedQris(payload)).toBe(true);
    expect(isWellFormedQris(payload.replace('5405', '5406').replace('10500.50', '10500.500'))).toBe(false);
    expect(isWellFormedQris(payload.replace('10500.50', '90500.50'))).toBe(false);
    expect(isWellFormedQris('not a qr')).toBe(false);
  });

  it('refuses a currency it has no numeric code for', () => {
    expect(() => buildQrisPayload({ ...order, currency: 'XYZ' })).toThrow();
  });
});
