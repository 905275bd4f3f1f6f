import { FileImageOutlined } from '@ant-design/icons';
import * as ops from '@fairplay/contract/operator';
import { keepPreviousData } from '@tanstack/react-query';
import {
  Button,
  Empty,
  Segmented,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tooltip,
  Typography,
} from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useOperatorQuery } from '../../shared/api/operator-query.ts';
import { playerPath } from '../../shared/paths.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { QueryStates } from '../../shared/ui/page-states.tsx';
import { FeedbackDrawer } from './feedback-drawer.tsx';
import { CategoryTag, FeedbackStateTag, feedbackStateOf } from './feedback-labels.tsx';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_PAGE_SIZES,
  type FeedbackCategory,
  type FeedbackSearch,
  feedbackQuery,
  readFeedbackSearch,
  writeFeedbackSearch,
} from './feedback-search.ts';

type TFeedback = ops.TOperatorFeedback;

/** The select's "no category filter" choice (an option's value cannot be null). */
const ALL_CATEGORIES = 'all';

/**
 * The feedback desk (/console/feedback, feedback.read): what players sent, open ones oldest first
 * (or closed, or all), by category. A row opens the feedback (which marks it read) with its
 * screenshot, the answer box and the close button; new ones stand out until someone reads them.
 */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const [params, setParams] = useSearchParams();
  const search = readFeedbackSearch(params);
  const feedback = useOperatorQuery(
    ops.listFeedback,
    { query: feedbackQuery(search) },
    { placeholderData: keepPreviousData },
  );
  const [opened, setOpened] = useState<TFeedback | null>(null);
  const go = (next: FeedbackSearch) => setParams(writeFeedbackSearch(next));
  // The drawer shows the row as the server last answered it (read, replied, closed).
  const onChanged = useCallback(
    (changed: TFeedback) => setOpened((current) => (current?.id === changed.id ? changed : current)),
    [],
  );

  const columns: TableColumnsType<TFeedback> = [
    { title: t('feedback.id'), dataIndex: 'id', width: 70 },
    {
      title: t('feedback.sent'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      sortOrder: search.sortOrder,
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (at: string) => format.instant(at),
    },
    {
      title: t('feedback.player'),
      dataIndex: 'userId',
      render: (userId: number) => (
        <Link to={playerPath(userId)} onClick={(event) => event.stopPropagation()}>
          {t('feedback.playerId', { userId })}
        </Link>
      ),
    },
    {
      title: t('feedback.category'),
      dataIndex: 'category',
      render: (category: string) => <CategoryTag category={category} />,
    },
    {
      title: t('feedback.message'),
      dataIndex: 'suggestion',
      render: (suggestion: string, row) => (
        <Tooltip title={suggestion} placement="topLeft">
          {/* A table sized to its content ellipsizes by the cell's own width. */}
          <Typography.Text className="text-cell" strong={feedbackStateOf(row) === 'new'}>
            {suggestion}
          </Typography.Text>
        </Tooltip>
      ),
    },
    {
      title: t('feedback.screenshot'),
      dataIndex: 'hasScreenshot',
      align: 'center',
      render: (hasScreenshot: boolean) =>
        hasScreenshot ? (
          <FileImageOutlined className="receipt-icon" aria-label={t('feedback.hasScreenshot')} />
        ) : (
          t('common.none')
        ),
    },
    {
      title: t('feedback.state'),
      key: 'state',
      render: (_: unknown, row) => <FeedbackStateTag feedback={row} />,
    },
    {
      title: '',
      key: 'open',
      render: (_: unknown, row) => (
        <Button size="small" onClick={() => setOpened(row)}>
          {t('feedback.open')}
        </Button>
      ),
    },
  ];

  return (
    <div className="page">
      <div className="page-heading">
        <Typography.Title level={2}>{t('feedback.title')}</Typography.Title>
      </div>
      <Typography.Paragraph type="secondary">{t('feedback.intro')}</Typography.Paragraph>
      <Space className="filter-bar" wrap>
        <Segmented<FeedbackSearch['status']>
          value={search.status}
          options={ops.FEEDBACK_QUEUE_STATUSES.map((status) => ({
            value: status,
            label: t(`feedback.statuses.${status}`),
          }))}
          onChange={(status) => go({ ...search, status, page: 1 })}
        />
        <Select<FeedbackCategory | typeof ALL_CATEGORIES>
          value={search.category ?? ALL_CATEGORIES}
          className="status-select"
          options={[
            { value: ALL_CATEGORIES, label: t('feedback.allCategories') },
            ...FEEDBACK_CATEGORIES.map((category) => ({
              value: category,
              label: t(`feedback.categories.${category}`),
            })),
          ]}
          onChange={(category) =>
            go({ ...search, category: category === ALL_CATEGORIES ? null : category, page: 1 })
          }
        />
      </Space>
      <QueryStates query={feedback} skeletonRows={8}>
        {(data) => (
          <Table<TFeedback>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={data.items}
            loading={feedback.isFetching && !feedback.isPending}
            scroll={{ x: 'max-content' }}
            onRow={(row) => ({ onClick: () => setOpened(row) })}
            rowClassName="clickable-row"
            locale={{
              emptyText: (
                <Empty
                  description={search.status === 'open' ? t('feedback.emptyOpen') : t('feedback.empty')}
                />
              ),
            }}
            pagination={{
              current: data.page,
              pageSize: data.pageSize,
              total: data.total,
              pageSizeOptions: FEEDBACK_PAGE_SIZES.map(String),
              showSizeChanger: true,
              showTotal: (total) => t('feedback.total', { count: total }),
            }}
            onChange={(pagination, _filters, sorter) => {
              const sortOrder =
                (sorter as SorterResult<TFeedback>).order === 'descend' ? 'descend' : 'ascend';
              const pageSize = pagination.pageSize ?? search.pageSize;
              const isSamePaging = pageSize === search.pageSize && sortOrder === search.sortOrder;
              go({ ...search, sortOrder, pageSize, page: isSamePaging ? (pagination.current ?? 1) : 1 });
            }}
          />
        )}
      </QueryStates>
      <FeedbackDrawer feedback={opened} onClose={() => setOpened(null)} onChanged={onChanged} />
    </div>
  );
}
