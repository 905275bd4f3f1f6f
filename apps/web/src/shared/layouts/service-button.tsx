import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openContact, useServiceUrl } from '../service-contact.ts';
import { storage } from '../storage.ts';
import { barsMayHaveChanged, measureFixedBars, sameBars } from './fixed-bars.ts';
import styles from './layouts.module.css';
import {
  clampToWindow,
  DOCK_STORE_KEY,
  type Dock,
  dockAfterDrag,
  type FixedBars,
  type Point,
  parseDock,
  placeDock,
  START_DOCK,
  serializeDock,
  type Viewport,
} from './service-button-position.ts';

/** A press that moves less than this is a tap (spec point 9: 10 px tolerance). */
const DRAG_TOLERANCE_PX = 10;

const windowViewport = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

/** The window size and the fixed bars on screen, measured again when either may have changed. */
function useLayoutFacts(): { view: Viewport; bars: FixedBars } {
  const [facts, setFacts] = useState(() => ({ view: windowViewport(), bars: measureFixedBars() }));
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = { view: windowViewport(), bars: measureFixedBars() };
        setFacts((current) =>
          current.view.width === next.view.width &&
          current.view.height === next.view.height &&
          sameBars(current.bars, next.bars)
            ? current
            : next,
        );
      });
    };
    measure();
    // A page's bottom button may appear once its data is in: watch the page for bars added or removed.
    const observer = new MutationObserver((records) => {
      if (barsMayHaveChanged(records)) measure();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return facts;
}

/**
 * The common layout's floating customer-service button (50x50): opens the service address on tap;
 * dragged anywhere in the window, it settles against the nearer side edge, clear of the header and
 * of the bars at the bottom, and keeps that place across pages and reloads.
 */
export function ServiceButton() {
  const { t } = useTranslation();
  const serviceUrl = useServiceUrl();
  const { view, bars } = useLayoutFacts();
  const [dock, setDock] = useState<Dock>(() => parseDock(storage.get(DOCK_STORE_KEY)) ?? START_DOCK);
  const [dragPoint, setDragPoint] = useState<Point | null>(null);
  // The press in progress; `point` is where a drag has taken the button (read on release, not from state).
  const drag = useRef<{ pointerId: number; start: Point; origin: Point; point: Point | null } | null>(null);
  const position = dragPoint ?? placeDock(dock, bars, view);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      start: { x: event.clientX, y: event.clientY },
      origin: position,
      point: null,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (!current.point && Math.hypot(dx, dy) < DRAG_TOLERANCE_PX) return;
    current.point = clampToWindow({ x: current.origin.x + dx, y: current.origin.y + dy }, windowViewport());
    setDragPoint(current.point);
  };
  const onPointerEnd = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (current.point) {
      const landed = dockAfterDrag(current.point, measureFixedBars(), windowViewport());
      setDock(landed);
      storage.set(DOCK_STORE_KEY, serializeDock(landed));
    } else if (event.type === 'pointerup') {
      openContact(serviceUrl);
    }
    setDragPoint(null);
  };

  return (
    <button
      type="button"
      className={`${styles.serviceButton} ${dragPoint ? styles.serviceButtonDragging : ''}`}
      style={{ left: position.x, top: position.y }}
      aria-label={t('common.contactService')}
      data-testid="service-button"
      data-side={dragPoint ? undefined : dock.side}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M4 13v-1a8 8 0 0 1 16 0v1M4 13v3a2 2 0 0 0 2 2h1v-6H6a2 2 0 0 0-2 2zm16 0v3a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2zM17 18c0 1.5-2 3-5 3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.9"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
