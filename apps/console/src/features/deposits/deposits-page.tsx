import { FileImageOutlined, FileSearchOutlined } from '@ant-design/icons';
import * as ops from '@fairplay/contract/operator';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Empty, Select, Space, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useOperatorQuery } from '../../shared/api/operator-query.ts';
import { PATHS, playerPath } from '../../shared/paths.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { useAllows } from '../../shared/session/signed-in-staff.ts';
import { QueryStates } from '../../shared/ui/page-states.tsx';
import { QUEUE_PAGE_SIZES, searchAfterTableChange } from '../../shared/ui/queue-search.ts';
import { DepositDrawer } from './deposit-drawer.tsx';
import { DepositStatusTag, ProofCell, RailCell } from './deposit-labels.tsx';
import { type DepositSearch, readDepositSearch, writeDepositSearch } from './deposit-search.ts';

type TDeposit = ops.TOperatorDeposit;

/**
 * Deposits under review (/console/deposits, deposits.read): transfers waiting for an operator,
 * oldest first, or deposits of any status, sorted by time or amount and paged by the server. A row
 * opens the order with its receipt and the decisions; the bank statement page matches many at once.
 */
export default function DepositsPage() {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const canDecide = useAllows()('deposits.decide');
  const [params, setParams] = useSearchParams();
  const search = readDepositSearch(params);
  const deposits = useOperatorQuery(
    ops.listDepositsForReview,
    { query: search },
    { placeholderData: keepPreviousData },
  );
  const [opened, setOpened] = useState<TDeposit | null>(null);
  const go = (next: DepositSearch) => setParams(writeDepositSearch(next));
  const sortOrderOf = (column: DepositSearch['sortBy']) =>
    search.sortBy === column ? search.sortOrder : null;

  const columns: TableColumnsType<TDeposit> = [
    {
      title: t('deposits.orderNo'),
      dataIndex: 'orderNo',
      render: (orderNo: string) => <Typography.Text code>{orderNo}</Typography.Text>,
    },
    {
      title: t('deposits.player'),
      dataIndex: 'userId',
      render: (userId: number) => (
        <Link to={playerPath(userId)} onClick={(event) => event.stopPropagation()}>
          {t('deposits.playerId', { userId })}
        </Link>
      ),
    },
    {
      title: t('deposits.amount'),
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf('amount'),
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (amount: number) => <Typography.Text strong>{format.money(amount)}</Typography.Text>,
    },
    {
      title: t('deposits.rail'),
      key: 'rail',
      render: (_: unknown, deposit) => <RailCell deposit={deposit} />,
    },
    {
      title: t('deposits.proof'),
      key: 'proof',
      render: (_: unknown, deposit) => <ProofCell deposit={deposit} />,
    },
    {
      title: t('deposits.submitted'),
      dataIndex: 'createTime',
      key: 'createdAt',
      sorter: true,
      sortOrder: sortOrderOf('createdAt'),
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (at: string, deposit) => (
        <Space orientation="vertical" size={0}>
          <span>{format.instant(at)}</span>
          {deposit.utrSubmittedAt ? (
            <Typography.Text type="secondary" className="table-subtext">
              {t('deposits.proofSentAtShort', { time: format.instant(deposit.utrSubmittedAt) })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('deposits.receipt'),
      dataIndex: 'hasReceipt',
      align: 'center',
      render: (hasReceipt: boolean) =>
        hasReceipt ? (
          <Tooltip title={t('deposits.hasReceipt')}>
            <FileImageOutlined className="receipt-icon" aria-label={t('deposits.hasReceipt')} />
          </Tooltip>
        ) : (
          t('common.none')
        ),
    },
    {
      title: t('deposits.status'),
      dataIndex: 'status',
      render: (status: string) => <DepositStatusTag status={status} />,
    },
    {
      title: '',
      key: 'open',
      render: (_: unknown, deposit) => (
        <Button size="small" onClick={() => setOpened(deposit)}>
          {t('common.details')}
        </Button>
      ),
    },
  ];

  return (
    <div className="page">
      <div className="page-heading">
        <Typography.Title level={2}>{t('deposits.title')}</Typography.Title>
        {canDecide ? (
          <Link to={PATHS.depositStatement}>
            <Button type="primary" icon={<FileSearchOutlined />}>
              {t('statement.open')}
            </Button>
          </Link>
        ) : null}
      </div>
      <Typography.Paragraph type="secondary">{t('deposits.intro')}</Typography.Paragraph>
      <Space className="filter-bar" wrap>
        <Typography.Text>{t('deposits.status')}</Typography.Text>
        <Select<DepositSearch['status']>
          value={search.status}
          className="status-select"
          options={ops.OPERATOR_DEPOSIT_STATUSES.map((status) => ({
            value: status,
            label: t(`deposits.statuses.${status}`),
          }))}
          onChange={(status) => go({ ...search, status, page: 1 })}
        />
      </Space>
      <QueryStates query={deposits} skeletonRows={8}>
        {(data) => (
          <Table<TDeposit>
            rowKey="orderNo"
            size="middle"
            columns={columns}
            dataSource={data.deposits}
            loading={deposits.isFetching && !deposits.isPending}
            scroll={{ x: 'max-content' }}
            onRow={(deposit) => ({ onClick: () => setOpened(deposit) })}
            rowClassName="clickable-row"
            locale={{
              emptyText: (
                <Empty
                  description={search.status === 'review' ? t('deposits.emptyWaiting') : t('deposits.empty')}
                />
              ),
            }}
            pagination={{
              current: data.page,
              pageSize: data.pageSize,
              total: data.total,
              pageSizeOptions: QUEUE_PAGE_SIZES.map(String),
              showSizeChanger: true,
              showTotal: (total) => t('deposits.total', { count: total }),
            }}
            onChange={(pagination, _filters, sorter) =>
              go(searchAfterTableChange(search, pagination, sorter))
            }
          />
        )}
      </QueryStates>
      <DepositDrawer deposit={opened} onClose={() => setOpened(null)} onDecided={setOpened} />
    </div>
  );
}
