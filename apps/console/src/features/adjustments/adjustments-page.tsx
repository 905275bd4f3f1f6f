import * as ops from '@fairplay/contract/operator';
import { keepPreviousData } from '@tanstack/react-query';
import {
  Button,
  Empty,
  Segmented,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useOperatorQuery } from '../../shared/api/operator-query.ts';
import { playerPath } from '../../shared/paths.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { QueryStates } from '../../shared/ui/page-states.tsx';
import { AdjustmentDrawer } from './adjustment-drawer.tsx';
import { AdjustmentStatusTag, SignedMoney } from './adjustment-labels.tsx';
import {
  ADJUSTMENT_FILTERS,
  ADJUSTMENT_PAGE_SIZES,
  type AdjustmentSearch,
  readAdjustmentSearch,
  writeAdjustmentSearch,
} from './adjustment-search.ts';
import { RequestAdjustmentButton } from './request-adjustment-button.tsx';

type TAdjustment = ops.TAdjustment;

/** Below this the table scrolls sideways; above it the note column takes the room. */
const TABLE_MIN_WIDTH = 1080;

/** Who did it and when, on two lines; a dash while nobody has. */
function ByAndAt({ by, at }: { by: string | null; at: string | null }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  if (!by) return <>{t('common.none')}</>;
  return (
    <Space orientation="vertical" size={0}>
      <span>{by}</span>
      <Typography.Text type="secondary" className="table-subtext">
        {format.instant(at)}
      </Typography.Text>
    </Space>
  );
}

/**
 * Manual adjustments (/console/adjustments, adjustments.request): the queue of requests waiting
 * for a second person (oldest first), or any status; each opens in a drawer with the decisions the
 * staff member may take. The filter and page live in the address.
 */
export default function AdjustmentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = readAdjustmentSearch(params);
  const adjustments = useOperatorQuery(
    ops.listAdjustments,
    { query: search },
    { placeholderData: keepPreviousData },
  );
  // The drawer keeps the adjustment it opened with (and its decision), even once the queue drops it.
  const [opened, setOpened] = useState<TAdjustment | null>(null);
  const go = (next: AdjustmentSearch) => setParams(writeAdjustmentSearch(next));

  // One status shown: its column says nothing, and nothing waiting has a decision yet.
  const isOneStatus = search.status !== 'all';
  const isWaitingOnly = search.status === 'requested';
  const columns: TableColumnsType<TAdjustment> = [
    {
      title: t('adjustments.id'),
      dataIndex: 'id',
      width: 70,
      render: (id: number, adjustment) => (
        <Button type="link" size="small" onClick={() => setOpened(adjustment)}>
          #{id}
        </Button>
      ),
    },
    {
      title: t('adjustments.player'),
      key: 'player',
      width: 150,
      render: (_: unknown, adjustment) => (
        <Space orientation="vertical" size={0}>
          <Link to={playerPath(adjustment.userId)} onClick={(event) => event.stopPropagation()}>
            {adjustment.nickname}
          </Link>
          <Typography.Text type="secondary" className="table-subtext">
            {t('adjustments.playerId', { userId: adjustment.userId })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('adjustments.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 130,
      render: (amount: number) => <SignedMoney amount={amount} />,
    },
    {
      title: t('adjustments.reason'),
      dataIndex: 'reasonCode',
      width: 160,
      render: (reason: ops.AdjustmentReason) => <Tag>{t(`adjustments.reasons.${reason}`)}</Tag>,
    },
    {
      title: t('adjustments.note'),
      dataIndex: 'note',
      // The note takes what the others leave, cut to one line (in full in its tooltip and the drawer).
      ellipsis: { showTitle: false },
      render: (note: string) => (
        <Tooltip title={note} placement="topLeft">
          {note}
        </Tooltip>
      ),
    },
    ...(isOneStatus
      ? []
      : [
          {
            title: t('adjustments.status'),
            dataIndex: 'status',
            width: 110,
            render: (status: ops.AdjustmentStatus) => <AdjustmentStatusTag status={status} />,
          },
        ]),
    {
      title: t('adjustments.requested'),
      key: 'requested',
      width: 180,
      render: (_: unknown, adjustment) => <ByAndAt by={adjustment.requestedBy} at={adjustment.requestedAt} />,
    },
    ...(isWaitingOnly
      ? []
      : [
          {
            title: t('adjustments.decided'),
            key: 'decided',
            width: 180,
            render: (_: unknown, adjustment: TAdjustment) => (
              <ByAndAt by={adjustment.decidedBy} at={adjustment.decidedAt} />
            ),
          },
        ]),
  ];

  return (
    <div className="page">
      <div className="page-heading">
        <Typography.Title level={2}>{t('adjustments.title')}</Typography.Title>
        <RequestAdjustmentButton />
      </div>
      <Typography.Paragraph type="secondary">{t('adjustments.intro')}</Typography.Paragraph>
      <Space className="filter-bar" wrap>
        <Typography.Text>{t('adjustments.status')}</Typography.Text>
        <Segmented<AdjustmentSearch['status']>
          value={search.status}
          options={ADJUSTMENT_FILTERS.map((status) => ({
            value: status,
            label: t(`adjustments.statuses.${status}`),
          }))}
          onChange={(status) => go({ ...search, status, page: 1 })}
        />
      </Space>
      <QueryStates query={adjustments} skeletonRows={8}>
        {(data) => (
          <Table<TAdjustment>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={data.items}
            loading={adjustments.isFetching && !adjustments.isPending}
            scroll={{ x: TABLE_MIN_WIDTH }}
            onRow={(adjustment) => ({ onClick: () => setOpened(adjustment) })}
            rowClassName="clickable-row"
            locale={{
              emptyText: (
                <Empty
                  description={
                    search.status === 'requested' ? t('adjustments.emptyWaiting') : t('adjustments.empty')
                  }
                />
              ),
            }}
            pagination={{
              current: data.page,
              pageSize: data.pageSize,
              total: data.total,
              pageSizeOptions: ADJUSTMENT_PAGE_SIZES.map(String),
              showSizeChanger: true,
              hideOnSinglePage: data.total <= ADJUSTMENT_PAGE_SIZES[0],
              showTotal: (total) => t('adjustments.total', { total }),
            }}
            onChange={(pagination) => {
              const pageSize = pagination.pageSize ?? search.pageSize;
              go({ ...search, page: pageSize === search.pageSize ? (pagination.current ?? 1) : 1, pageSize });
            }}
          />
        )}
      </QueryStates>
      <AdjustmentDrawer adjustment={opened} onClose={() => setOpened(null)} onDecided={setOpened} />
    </div>
  );
}
