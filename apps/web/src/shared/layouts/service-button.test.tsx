import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../store/app-store.ts';
import { initEnglishTexts } from '../testing/english-texts.ts';
import { barsMayHaveChanged } from './fixed-bars.ts';
import { ServiceButton } from './service-button.tsx';
import { DOCK_STORE_KEY } from './service-button-position.ts';

beforeAll(initEnglishTexts);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const button = () => screen.getByTestId('service-button') as HTMLButtonElement;
const place = () => ({ left: button().style.left, top: button().style.top });
/** Where the spec starts the button: x = width - 50, y = 70% of the height. */
const startPlace = () => ({
  left: `${window.innerWidth - 50}px`,
  top: `${(window.innerHeight * 7) / 10}px`,
});

/** A press at the button's corner, moved by (dx, dy) in steps, then let go. */
function drag(dx: number, dy: number) {
  const x = Number.parseFloat(button().style.left);
  const y = Number.parseFloat(button().style.top);
  fireEvent.pointerDown(button(), { pointerId: 1, clientX: x, clientY: y });
  fireEvent.pointerMove(button(), { pointerId: 1, clientX: x + dx / 2, clientY: y + dy / 2 });
  fireEvent.pointerMove(button(), { pointerId: 1, clientX: x + dx, clientY: y + dy });
  fireEvent.pointerUp(button(), { pointerId: 1, clientX: x + dx, clientY: y + dy });
}

describe('<ServiceButton>', () => {
  it('starts at the right edge, 70% down, 50x50', () => {
    render(<ServiceButton />);
    expect(place()).toEqual(startPlace());
  });

  it('follows the finger while dragged and settles against the nearer side edge when let go', () => {
    render(<ServiceButton />);
    const x = window.innerWidth - 50;
    const y = window.innerHeight * 0.7;
    fireEvent.pointerDown(button(), { pointerId: 1, clientX: x, clientY: y });
    fireEvent.pointerMove(button(), { pointerId: 1, clientX: 200, clientY: 300 });
    expect(place()).toEqual({ left: '200px', top: '300px' }); // free while dragged
    fireEvent.pointerUp(button(), { pointerId: 1, clientX: 200, clientY: 300 });
    expect(place()).toEqual({ left: '0px', top: '300px' }); // centre 225: the left edge is nearer
    expect(button().dataset.side).toBe('left');
  });

  it('keeps its place across a reload (localStorage), bounded and checked', () => {
    const first = render(<ServiceButton />);
    drag(-(window.innerWidth - 100), -200);
    const settled = place();
    expect(settled.left).toBe('0px');
    expect(JSON.parse(localStorage.getItem(DOCK_STORE_KEY) ?? '{}')).toMatchObject({ side: 'left' });
    first.unmount();
    render(<ServiceButton />);
    expect(place()).toEqual(settled);
  });

  it('ignores a stored place that is not one and starts where the spec says', () => {
    localStorage.setItem(DOCK_STORE_KEY, '{"side":"left","topRatio":7}');
    render(<ServiceButton />);
    expect(place()).toEqual(startPlace());
  });

  it('opens customer service on a tap, and not after a drag', () => {
    useAppStore.setState({ configServiceUrl: 'https://chat.example/help' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ServiceButton />);
    drag(-300, -100);
    expect(open).not.toHaveBeenCalled();
    const x = Number.parseFloat(button().style.left);
    const y = Number.parseFloat(button().style.top);
    act(() => {
      fireEvent.pointerDown(button(), { pointerId: 2, clientX: x + 5, clientY: y + 5 });
      fireEvent.pointerMove(button(), { pointerId: 2, clientX: x + 9, clientY: y + 9 }); // within 10 px
      fireEvent.pointerUp(button(), { pointerId: 2, clientX: x + 9, clientY: y + 9 });
    });
    expect(open).toHaveBeenCalledWith('https://chat.example/help', '_blank', 'noopener,noreferrer');
    useAppStore.setState({ configServiceUrl: '' });
  });
});

describe('barsMayHaveChanged', () => {
  /** The page changes `change` makes, as the service button's observer receives them. */
  function recordsOf(change: (root: HTMLElement) => void): MutationRecord[] {
    const root = document.createElement('div');
    root.innerHTML = '<nav data-fixed-bottom><span>tab</span></nav><ul><li>row</li></ul>';
    document.body.append(root);
    const observer = new MutationObserver(() => {});
    observer.observe(document.body, { childList: true, subtree: true });
    change(root);
    const records = observer.takeRecords();
    observer.disconnect();
    root.remove();
    return records;
  }

  it('asks for a measure when a bar comes, goes or changes inside', () => {
    expect(
      recordsOf((root) =>
        root.append(Object.assign(document.createElement('div'), { innerHTML: '<b data-fixed-top></b>' })),
      ),
    ).toSatisfy(barsMayHaveChanged);
    expect(recordsOf((root) => root.querySelector('nav')?.remove())).toSatisfy(barsMayHaveChanged);
    expect(recordsOf((root) => root.querySelector('nav span')?.append('!'))).toSatisfy(barsMayHaveChanged);
  });

  it('leaves the bars alone when the rest of the page changes', () => {
    const records = recordsOf((root) => root.querySelector('ul')?.append(document.createElement('li')));
    expect(records).toHaveLength(1);
    expect(barsMayHaveChanged(records)).toBe(false);
  });
});
