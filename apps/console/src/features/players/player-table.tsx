import type { OperatorCall } from '@fairplay/contract/operator';
import { keepPreviousData } from '@tanstack/react-query';
import { Empty, Table, type TableColumnsType } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperatorQuery } from '../../shared/api/operator-query.ts';
import { QueryStates } from '../../shared/ui/page-states.tsx';

/** What every table of the player page answers (the contract's pageOf), with any extra fields. */
export interface PlayerPage<TRow> {
  items: TRow[];
  total: number;
  page: number;
  pageSize: number;
}

const PAGE_SIZES = [20, 50, 100];

/**
 * One of the player page's tables: a page at a time from the server (its page size and order are
 * the staff member's to change; a column marked `sorter` orders newest or oldest first), with the
 * table's own filters in `query`. `above` shows what the answer carries besides its rows.
 */
export function PlayerTable<TRow extends object, TAnswer extends PlayerPage<TRow> = PlayerPage<TRow>>({
  call,
  userId,
  query = {},
  columns,
  rowKey,
  emptyText,
  above,
}: {
  call: OperatorCall;
  userId: number;
  query?: Record<string, string | undefined>;
  columns: TableColumnsType<TRow>;
  rowKey: keyof TRow & string;
  emptyText: string;
  above?: (answer: TAnswer) => ReactNode;
}) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({
    page: 1,
    pageSize: 20,
    sortOrder: 'descend' as 'ascend' | 'descend',
  });
  const rows = useOperatorQuery(
    call,
    // Every table of the player page takes the same input: the player's id (ZUserIdParams) and a
    // page (ZPaging), with the table's own filters: one shape the generic call type cannot name.
    { params: { userId }, query: { ...query, ...paging } } as never,
    { placeholderData: keepPreviousData },
  );
  const ordered = columns.map((column) =>
    column.sorter
      ? { ...column, sortOrder: paging.sortOrder, sortDirections: ['descend', 'ascend', 'descend'] }
      : column,
  ) as TableColumnsType<TRow>;
  return (
    <QueryStates query={rows} skeletonRows={8}>
      {(data) => {
        const answer = data as unknown as TAnswer;
        return (
          <>
            {above?.(answer)}
            <Table<TRow>
              rowKey={rowKey}
              size="middle"
              columns={ordered}
              dataSource={answer.items}
              loading={rows.isFetching}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <Empty description={emptyText} /> }}
              pagination={{
                current: answer.page,
                pageSize: answer.pageSize,
                total: answer.total,
                pageSizeOptions: PAGE_SIZES.map(String),
                showSizeChanger: true,
                showTotal: (total) => t('players.rows', { count: total }),
              }}
              onChange={(pagination, _filters, sorter) => {
                const sortOrder = (sorter as SorterResult<TRow>).order === 'ascend' ? 'ascend' : 'descend';
                const pageSize = pagination.pageSize ?? paging.pageSize;
                // Another order or page size starts again from the first page.
                const isSame = pageSize === paging.pageSize && sortOrder === paging.sortOrder;
                setPaging({ page: isSame ? (pagination.current ?? 1) : 1, pageSize, sortOrder });
              }}
            />
          </>
        );
      }}
    </QueryStates>
  );
}
