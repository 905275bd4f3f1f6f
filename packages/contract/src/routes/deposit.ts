import type { Route } from '../routes.ts';

/** The routes of the deposit calls (calls/deposit.ts). */
export const getChargeInfo = { path: '/recharge/getChargeInfo', auth: 'user' } as const satisfies Route;
export const getPayChannel = { path: '/recharge/getPayChannel', auth: 'user' } as const satisfies Route;
export const createRechargeOrder = {
  path: '/recharge/createRechargeOrder',
  auth: 'user',
} as const satisfies Route;
export const createCryptoOrder = {
  path: '/recharge/createCryptoOrder',
  auth: 'user',
} as const satisfies Route;
export const createTransferOrder = {
  path: '/recharge/createTransferOrder',
  auth: 'user',
} as const satisfies Route;
export const confirmTransfer = { path: '/recharge/confirmTransfer', auth: 'user' } as const satisfies Route;
export const submitTransactionId = {
  path: '/recharge/submitTransactionId',
  auth: 'user',
} as const satisfies Route;
export const submitUtr = { path: '/recharge/submitUtr', auth: 'user' } as const satisfies Route;
export const selfServiceUtr = { path: '/recharge/selfUtr', auth: 'user' } as const satisfies Route;
export const uploadReceipt = { path: '/recharge/uploadReceipt', auth: 'user' } as const satisfies Route;
export const depositRecord = { path: '/recharge/record', auth: 'user' } as const satisfies Route;
export const depositOrderDetail = { path: '/recharge/orderDetail', auth: 'user' } as const satisfies Route;
