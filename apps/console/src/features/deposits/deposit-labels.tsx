import type * as ops from '@fairplay/contract/operator';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type DepositStatus = (typeof ops.OPERATOR_DEPOSIT_STATUSES)[number];

const STATUS_COLORS: Record<DepositStatus, string> = {
  pending: 'default',
  review: 'gold',
  success: 'green',
  succeeded: 'green',
  failed: 'red',
  rejected: 'red',
  expired: 'default',
};

function isDepositStatus(status: string): status is DepositStatus {
  return Object.hasOwn(STATUS_COLORS, status);
}

/** A deposit's status as a coloured tag: waiting gold, credited green, refused red. */
export function DepositStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!isDepositStatus(status)) return <Tag>{status}</Tag>;
  return <Tag color={STATUS_COLORS[status]}>{t(`deposits.statuses.${status}`)}</Tag>;
}

/** The value that proves a transfer (its UTR, the reference in the note, or the receipt's id); null for none. */
export function proofValueOf(
  deposit: Pick<ops.TOperatorDeposit, 'proof' | 'utr' | 'reference' | 'transactionId'>,
) {
  if (deposit.proof === 'utr') return deposit.utr;
  if (deposit.proof === 'reference') return deposit.reference;
  if (deposit.proof === 'transactionId') return deposit.transactionId;
  return null;
}

/** The proof in a table cell: the value to find on the statement, with its kind under it. */
export function ProofCell({ deposit }: { deposit: ops.TOperatorDeposit }) {
  const { t } = useTranslation();
  const value = proofValueOf(deposit);
  if (!deposit.proof) return <>{t('common.none')}</>;
  return (
    <Space orientation="vertical" size={0}>
      {value ? (
        <Typography.Text code copyable>
          {value}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('deposits.proofMissing')}</Typography.Text>
      )}
      <Typography.Text type="secondary" className="table-subtext">
        {t(`deposits.proofs.${deposit.proof}`)}
      </Typography.Text>
    </Space>
  );
}

/** The rail a deposit came by: IMPS, UPI, a bank or wallet name, with the rail code under it. */
export function RailCell({ deposit }: { deposit: Pick<ops.TOperatorDeposit, 'typeName' | 'rail'> }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>{deposit.typeName}</span>
      <Typography.Text type="secondary" className="table-subtext">
        {deposit.rail}
      </Typography.Text>
    </Space>
  );
}
