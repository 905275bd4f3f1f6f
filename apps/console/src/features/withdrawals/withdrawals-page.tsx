import * as ops from '@fairplay/contract/operator';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Empty, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useOperatorQuery } from '../../shared/api/operator-query.ts';
import { playerPath } from '../../shared/paths.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { QueryStates } from '../../shared/ui/page-states.tsx';
import { QUEUE_PAGE_SIZES, searchAfterTableChange } from '../../shared/ui/queue-search.ts';
import { QueueSummary } from './queue-summary.tsx';
import { RiskFlags } from './risk-flags.tsx';
import { WithdrawalDrawer } from './withdrawal-drawer.tsx';
import { readWithdrawalSearch, type WithdrawalSearch, writeWithdrawalSearch } from './withdrawal-search.ts';
import { WithdrawalStatusTag } from './withdrawal-status.tsx';

type TWithdrawal = ops.TOperatorWithdrawal;

/**
 * The withdrawal queue (/console/withdrawals, withdrawals.read): pending and held orders oldest
 * first (or any status), with the player, the payout account and the server's risk flags, sorted by
 * time or amount and paged by the server; the header sums what waits. A row opens the order with
 * its decisions (four eyes above the set amount).
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const [params, setParams] = useSearchParams();
  const search = readWithdrawalSearch(params);
  const withdrawals = useOperatorQuery(
    ops.listWithdrawalsForReview,
    { query: search },
    { placeholderData: keepPreviousData },
  );
  const [opened, setOpened] = useState<TWithdrawal | null>(null);
  const go = (next: WithdrawalSearch) => setParams(writeWithdrawalSearch(next));
  const sortOrderOf = (column: WithdrawalSearch['sortBy']) =>
    search.sortBy === column ? search.sortOrder : null;

  const columns: TableColumnsType<TWithdrawal> = [
    {
      title: t('withdrawals.orderNo'),
      dataIndex: 'orderNo',
      render: (orderNo: string) => <Typography.Text code>{orderNo}</Typography.Text>,
    },
    {
      title: t('withdrawals.player'),
      key: 'player',
      render: (_: unknown, withdrawal) => (
        <Link to={playerPath(withdrawal.userId)} onClick={(event) => event.stopPropagation()}>
          {withdrawal.nickname}
          <Typography.Text type="secondary" className="table-subtext">
            {' '}
            {t('withdrawals.idAndLevel', { userId: withdrawal.userId, level: withdrawal.vipLevel })}
          </Typography.Text>
          {withdrawal.isPlayerLocked ? (
            <Tag color="red" className="inline-tag">
              {t('withdrawals.accountLocked')}
            </Tag>
          ) : null}
        </Link>
      ),
    },
    {
      title: t('withdrawals.amount'),
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf('amount'),
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (amount: number) => <Typography.Text strong>{format.money(amount)}</Typography.Text>,
    },
    {
      title: t('withdrawals.payTo'),
      key: 'account',
      render: (_: unknown, withdrawal) => (
        <Space orientation="vertical" size={0}>
          <span>{withdrawal.bankName ?? withdrawal.bankCode}</span>
          <Typography.Text type="secondary" className="table-subtext">
            {withdrawal.account}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('withdrawals.riskFlags'),
      dataIndex: 'riskFlags',
      render: (flags: TWithdrawal['riskFlags']) => <RiskFlags flags={flags} />,
    },
    {
      title: t('withdrawals.requested'),
      dataIndex: 'createTime',
      key: 'createdAt',
      sorter: true,
      sortOrder: sortOrderOf('createdAt'),
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (at: string) => format.instant(at),
    },
    {
      title: t('withdrawals.status'),
      key: 'status',
      render: (_: unknown, withdrawal) => <WithdrawalStatusTag withdrawal={withdrawal} />,
    },
    {
      title: '',
      key: 'open',
      render: (_: unknown, withdrawal) => (
        <Button size="small" onClick={() => setOpened(withdrawal)}>
          {t('common.details')}
        </Button>
      ),
    },
  ];

  return (
    <div className="page">
      <Typography.Title level={2}>{t('withdrawals.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('withdrawals.intro')}</Typography.Paragraph>
      <QueueSummary />
      <Space className="filter-bar" wrap>
        <Typography.Text>{t('withdrawals.status')}</Typography.Text>
        <Select<WithdrawalSearch['status']>
          value={search.status}
          className="status-select"
          options={ops.WITHDRAWAL_STATUSES.map((status) => ({
            value: status,
            label: t(`withdrawals.statuses.${status}`),
          }))}
          onChange={(status) => go({ ...search, status, page: 1 })}
        />
      </Space>
      <QueryStates query={withdrawals} skeletonRows={8}>
        {(data) => (
          <Table<TWithdrawal>
            rowKey="orderNo"
            size="middle"
            columns={columns}
            dataSource={data.withdrawals}
            loading={withdrawals.isFetching && !withdrawals.isPending}
            scroll={{ x: 'max-content' }}
            onRow={(withdrawal) => ({ onClick: () => setOpened(withdrawal) })}
            rowClassName="clickable-row"
            locale={{
              emptyText: (
                <Empty
                  description={
                    search.status === 'pending' ? t('withdrawals.emptyWaiting') : t('withdrawals.empty')
                  }
                />
              ),
            }}
            pagination={{
              current: data.page,
              pageSize: data.pageSize,
              total: data.total,
              pageSizeOptions: QUEUE_PAGE_SIZES.map(String),
              showSizeChanger: true,
              showTotal: (total) => t('withdrawals.total', { total }),
            }}
            onChange={(pagination, _filters, sorter) =>
              go(searchAfterTableChange(search, pagination, sorter))
            }
          />
        )}
      </QueryStates>
      <WithdrawalDrawer withdrawal={opened} onClose={() => setOpened(null)} onChanged={setOpened} />
    </div>
  );
}
