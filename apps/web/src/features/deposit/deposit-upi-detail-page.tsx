import { TransferOrderPage } from './transfer-order-view.tsx';

/** UPI (/pages/wallet/DepositUpiDetail?orderNo=): pay the operator's VPA by app or QR code, then the UTR. */
export default function DepositUpiDetailPage() {
  return <TransferOrderPage type="upi" />;
}
