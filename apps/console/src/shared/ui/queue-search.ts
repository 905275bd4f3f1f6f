import type { TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { z } from 'zod';

/** A work queue's filter, order and page, as its page keeps them in the address. */
export interface QueueSearch<TStatus extends string> {
  status: TStatus;
  sortBy: 'createdAt' | 'amount';
  sortOrder: 'ascend' | 'descend';
  page: number;
  pageSize: number;
}

const KEYS = ['status', 'sortBy', 'sortOrder', 'page', 'pageSize'] as const;
export const QUEUE_PAGE_SIZES = [20, 50, 100] as const;

/**
 * Reading and writing a queue's search in the page address, held to the list call's own query
 * schema: anything malformed reads as the defaults; only what differs from them is written.
 */
export function queueSearchCodec<TStatus extends string>(query: z.ZodType, defaults: QueueSearch<TStatus>) {
  return {
    read(params: URLSearchParams): QueueSearch<TStatus> {
      const parsed = query.safeParse({
        status: params.get('status') ?? defaults.status,
        sortBy: params.get('sortBy') ?? defaults.sortBy,
        sortOrder: params.get('sortOrder') ?? defaults.sortOrder,
        page: params.get('page') ?? defaults.page,
        pageSize: params.get('pageSize') ?? defaults.pageSize,
      });
      if (!parsed.success) return defaults;
      const data = parsed.data as QueueSearch<TStatus>;
      return {
        status: data.status,
        sortBy: data.sortBy,
        sortOrder: data.sortOrder,
        page: data.page,
        pageSize: data.pageSize,
      };
    },
    write(search: QueueSearch<TStatus>): URLSearchParams {
      const params = new URLSearchParams();
      for (const key of KEYS) if (search[key] !== defaults[key]) params.set(key, String(search[key]));
      return params;
    },
  };
}

/**
 * The search after the table's sorter, page or page size changed: the amount column sorts by
 * amount (largest first when no order is chosen), any other by time (oldest first); another order
 * or page size starts again from the first page.
 */
export function searchAfterTableChange<TStatus extends string, TRow>(
  search: QueueSearch<TStatus>,
  pagination: TablePaginationConfig,
  sorter: SorterResult<TRow> | SorterResult<TRow>[],
): QueueSearch<TStatus> {
  const sorted = Array.isArray(sorter) ? sorter[0] : sorter;
  const sortBy: QueueSearch<TStatus>['sortBy'] = sorted?.columnKey === 'amount' ? 'amount' : 'createdAt';
  const sortOrder = sorted?.order ?? (sortBy === 'amount' ? 'descend' : 'ascend');
  const pageSize = pagination.pageSize ?? search.pageSize;
  const isSamePaging =
    pageSize === search.pageSize && sortBy === search.sortBy && sortOrder === search.sortOrder;
  return { ...search, sortBy, sortOrder, pageSize, page: isSamePaging ? (pagination.current ?? 1) : 1 };
}
