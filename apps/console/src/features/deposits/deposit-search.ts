import * as ops from '@fairplay/contract/operator';
import { type QueueSearch, queueSearchCodec } from '../../shared/ui/queue-search.ts';

/** The deposit queue's search: transfers in review, oldest first (the one waiting longest on top). */
export type DepositSearch = QueueSearch<(typeof ops.OPERATOR_DEPOSIT_STATUSES)[number]>;

const codec = queueSearchCodec<DepositSearch['status']>(ops.listDepositsForReview.query, {
  status: 'review',
  sortBy: 'createdAt',
  sortOrder: 'ascend',
  page: 1,
  pageSize: 20,
});

export const readDepositSearch = codec.read;
export const writeDepositSearch = codec.write;
