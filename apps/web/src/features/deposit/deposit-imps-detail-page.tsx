import { TransferOrderPage } from './transfer-order-view.tsx';

/** IMPS (/pages/wallet/DepositImpsDetail?orderNo=): pay the operator's bank account, then the UTR. */
export default function DepositImpsDetailPage() {
  return <TransferOrderPage type="imps" />;
}
