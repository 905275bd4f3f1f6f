import * as ops from '@fairplay/contract/operator';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Empty, Segmented, Select, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useOperatorQuery } from '../../shared/api/operator-query.ts';
import { playerPath } from '../../shared/paths.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { QueryStates } from '../../shared/ui/page-states.tsx';
import { RgCaseDrawer } from './rg-case-drawer.tsx';
import { MarkerTags, OutcomeTag } from './rg-case-labels.tsx';

type TCase = ops.TRgCase;

const ASSIGNEES = ['all', 'me', 'nobody'] as const;
type Assignee = (typeof ASSIGNEES)[number];
const PAGE_SIZES = [20, 50, 100] as const;

/** The page's filters, kept in the address so a reload or a shared link shows the same cases. */
function readSearch(params: URLSearchParams) {
  const status = params.get('status') === 'resolved' ? 'resolved' : 'open';
  const assignee = (ASSIGNEES as readonly string[]).includes(params.get('assignee') ?? '')
    ? (params.get('assignee') as Assignee)
    : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = PAGE_SIZES.find((size) => size === Number(params.get('pageSize'))) ?? PAGE_SIZES[0];
  return { status, assignee, page, pageSize } as const;
}
type CaseSearch = ReturnType<typeof readSearch>;

function writeSearch(search: CaseSearch): URLSearchParams {
  const params = new URLSearchParams({ status: search.status });
  if (search.assignee !== 'all') params.set('assignee', search.assignee);
  if (search.page > 1) params.set('page', String(search.page));
  if (search.pageSize !== PAGE_SIZES[0]) params.set('pageSize', String(search.pageSize));
  return params;
}

/**
 * Player protection (/console/protection, protection.read): the case queue. Each player whose play
 * shows signs of harm has one open case with its markers; newest case first. A row opens the
 * case: its markers and notes, and for staff with protection.manage, assign, note and resolve.
 */
export default function RgCasesPage() {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const go = (next: CaseSearch) => setParams(writeSearch(next));
  const cases = useOperatorQuery(
    ops.listRgCases,
    {
      query: {
        status: search.status,
        page: search.page,
        pageSize: search.pageSize,
        ...(search.assignee === 'all' ? {} : { assignee: search.assignee }),
      },
    },
    { placeholderData: keepPreviousData },
  );
  const [openedId, setOpenedId] = useState<number | null>(null);

  const columns: TableColumnsType<TCase> = [
    { title: t('rgCases.id'), dataIndex: 'id', width: 70 },
    {
      title: t('rgCases.player'),
      dataIndex: 'userId',
      render: (userId: number, row) => (
        <Link to={playerPath(userId)} onClick={(event) => event.stopPropagation()}>
          {row.nickname ?? t('rgCases.playerId', { userId })}
        </Link>
      ),
    },
    {
      title: t('rgCases.markers'),
      dataIndex: 'markerKinds',
      render: (kinds: TCase['markerKinds']) => <MarkerTags kinds={kinds} />,
    },
    {
      title: t('rgCases.lastMarker'),
      dataIndex: 'lastMarkerAt',
      render: (at: string) => format.instant(at),
    },
    {
      title: t('rgCases.opened'),
      dataIndex: 'openedAt',
      render: (at: string) => format.instant(at),
    },
    {
      title: t('rgCases.assignedTo'),
      dataIndex: 'assignedTo',
      render: (assignedTo: string | null) =>
        assignedTo ?? <Typography.Text type="secondary">{t('rgCases.unassigned')}</Typography.Text>,
    },
    ...(search.status === 'resolved'
      ? [
          {
            title: t('rgCases.outcome'),
            dataIndex: 'outcome',
            render: (outcome: TCase['outcome']) => <OutcomeTag outcome={outcome} />,
          },
        ]
      : []),
    {
      title: '',
      key: 'open',
      render: (_: unknown, row) => (
        <Button size="small" onClick={() => setOpenedId(row.id)}>
          {t('rgCases.open')}
        </Button>
      ),
    },
  ];

  return (
    <div className="page">
      <div className="page-heading">
        <Typography.Title level={2}>{t('rgCases.title')}</Typography.Title>
      </div>
      <Typography.Paragraph type="secondary">{t('rgCases.intro')}</Typography.Paragraph>
      <Space className="filter-bar" wrap>
        <Segmented<CaseSearch['status']>
          value={search.status}
          options={ops.RG_CASE_STATUSES.map((status) => ({
            value: status,
            label: t(`rgCases.statuses.${status}`),
          }))}
          onChange={(status) => go({ ...search, status, page: 1 })}
        />
        <Select<Assignee>
          value={search.assignee}
          className="status-select"
          options={ASSIGNEES.map((assignee) => ({
            value: assignee,
            label: t(`rgCases.assignees.${assignee}`),
          }))}
          onChange={(assignee) => go({ ...search, assignee, page: 1 })}
        />
      </Space>
      <QueryStates query={cases} skeletonRows={8}>
        {(data) => (
          <Table<TCase>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={data.items}
            loading={cases.isFetching && !cases.isPending}
            scroll={{ x: 'max-content' }}
            onRow={(row) => ({ onClick: () => setOpenedId(row.id) })}
            rowClassName="clickable-row"
            locale={{
              emptyText: (
                <Empty description={search.status === 'open' ? t('rgCases.emptyOpen') : t('rgCases.empty')} />
              ),
            }}
            pagination={{
              current: data.page,
              pageSize: data.pageSize,
              total: data.total,
              pageSizeOptions: PAGE_SIZES.map(String),
              showSizeChanger: true,
              showTotal: (total) => t('rgCases.total', { count: total }),
            }}
            onChange={(pagination) => {
              const pageSize = (pagination.pageSize ?? search.pageSize) as CaseSearch['pageSize'];
              go({ ...search, pageSize, page: pageSize === search.pageSize ? (pagination.current ?? 1) : 1 });
            }}
          />
        )}
      </QueryStates>
      <RgCaseDrawer caseId={openedId} onClose={() => setOpenedId(null)} />
    </div>
  );
}
