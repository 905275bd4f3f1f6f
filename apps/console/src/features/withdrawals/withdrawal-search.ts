import * as ops from '@fairplay/contract/operator';
import { type QueueSearch, queueSearchCodec } from '../../shared/ui/queue-search.ts';

/** The withdrawal queue's search: pending orders, oldest first (the player waiting longest on top). */
export type WithdrawalSearch = QueueSearch<ops.WithdrawalStatus>;

const codec = queueSearchCodec<ops.WithdrawalStatus>(ops.listWithdrawalsForReview.query, {
  status: 'pending',
  sortBy: 'createdAt',
  sortOrder: 'ascend',
  page: 1,
  pageSize: 20,
});

export const readWithdrawalSearch = codec.read;
export const writeWithdrawalSearch = codec.write;
