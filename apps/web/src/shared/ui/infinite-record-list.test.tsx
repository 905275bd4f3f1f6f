import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initEnglishTexts } from '../testing/english-texts.ts';
import { InfiniteRecordList, type InfiniteRecords } from './infinite-record-list.tsx';

beforeAll(initEnglishTexts);
afterEach(cleanup);

function records(overrides: Partial<InfiniteRecords<string>> = {}): InfiniteRecords<string> {
  return {
    data: { pages: [{ list: ['a', 'b'] }, { list: ['c'] }] },
    isPending: false,
    isError: false,
    isFetching: false,
    hasNextPage: false,
    isFetchingNextPage: false,
    refetch: vi.fn(),
    fetchNextPage: vi.fn(),
    ...overrides,
  };
}

function show(state: InfiniteRecords<string>, loading = false) {
  return render(
    <InfiniteRecordList
      records={state}
      loading={loading}
      empty={<p data-testid="nothing">Nothing</p>}
      renderItem={(item) => (
        <li key={item} data-testid="row">
          {item}
        </li>
      )}
    />,
  );
}

describe('InfiniteRecordList', () => {
  it('shows the spinner while the first page loads or while told to wait', () => {
    show(records({ data: undefined, isPending: true }));
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    cleanup();
    show(records(), true);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryAllByTestId('row')).toHaveLength(0);
  });

  it('offers a retry when the first page failed', () => {
    const state = records({ data: undefined, isError: true });
    show(state);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(state.refetch).toHaveBeenCalledOnce();
  });

  it('shows the spinner, not the failure, while a retry reads the first page again', () => {
    show(records({ data: undefined, isError: true, isFetching: true }));
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('keeps the records loaded so far when a later page failed', () => {
    show(records({ isError: true }));
    expect(screen.getAllByTestId('row')).toHaveLength(3);
  });

  it('shows the empty state when no page holds a record', () => {
    show(records({ data: { pages: [{ list: [] }] } }));
    expect(screen.getByTestId('nothing')).toBeTruthy();
  });

  it('lists every page in order and loads more by tap', () => {
    const state = records({ hasNextPage: true });
    show(state);
    expect(screen.getAllByTestId('row').map((row) => row.textContent)).toEqual(['a', 'b', 'c']);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(state.fetchNextPage).toHaveBeenCalled();
  });
});
