import type * as ops from '@fairplay/contract/operator';
import { Alert, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepositStatusTag } from './deposit-labels.tsx';

type TApproval = ops.OperatorResult<typeof ops.approveStatementMatches>;
type TResult = TApproval['results'][number] & { key?: number };

const OUTCOME_COLORS: Record<TResult['outcome'], string> = {
  approved: 'green',
  notMatched: 'orange',
  lineUsed: 'blue',
  alreadyDecided: 'blue',
  amountDiffers: 'red',
  notFound: 'red',
  ownPlayerAccount: 'orange',
  failed: 'red',
};

/** What the one-step approval did to each order: approved, or why not (each order on its own). */
export function StatementApprovalResults({ approval }: { approval: TApproval }) {
  const { t } = useTranslation();
  const notApproved = approval.results.length - approval.approved;
  const columns: TableColumnsType<TResult> = [
    { title: t('statement.line'), dataIndex: 'line' },
    {
      title: t('deposits.orderNo'),
      dataIndex: 'orderNo',
      render: (orderNo: string | null) =>
        orderNo ? <Typography.Text code>{orderNo}</Typography.Text> : t('common.none'),
    },
    {
      title: t('statement.outcome'),
      key: 'outcome',
      render: (_: unknown, result) => (
        <>
          <Tag color={OUTCOME_COLORS[result.outcome]}>{t(`statement.outcomes.${result.outcome}`)}</Tag>
          {result.problem ? (
            <Typography.Text type="secondary">{t(`statement.problems.${result.problem}`)}</Typography.Text>
          ) : null}
        </>
      ),
    },
    {
      title: t('deposits.status'),
      dataIndex: 'status',
      render: (status: string | null) => (status ? <DepositStatusTag status={status} /> : t('common.none')),
    },
  ];
  return (
    <>
      <Alert
        type={notApproved === 0 ? 'success' : 'warning'}
        showIcon
        className="page-alert"
        title={t('statement.approvedSummary', {
          approved: approval.approved,
          total: approval.results.length,
        })}
        description={notApproved > 0 ? t('statement.notApprovedHelp', { count: notApproved }) : null}
      />
      <Table<TResult>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={approval.results.map((result) => ({ ...result, key: result.line }))}
        pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
      />
    </>
  );
}
