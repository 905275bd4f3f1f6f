import { SERVICE_BUTTON_SIZE_PX } from '@fairplay/contract/constants';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openContact, useServiceUrl } from '../service-contact.ts';
import styles from './layouts.module.css';

const DRAG_TOLERANCE_PX = 10;

interface Point {
  x: number;
  y: number;
}

/** Keeps the button's top-left corner inside the window. */
export function clampToWindow(
  point: Point,
  width: number,
  height: number,
  size = SERVICE_BUTTON_SIZE_PX,
): Point {
  return {
    x: Math.min(Math.max(point.x, 0), Math.max(width - size, 0)),
    y: Math.min(Math.max(point.y, 0), Math.max(height - size, 0)),
  };
}

/** Where the button starts: x = window width - 50, y = 70% of the window height (spec point 2). */
export function startPosition(width: number, height: number): Point {
  return clampToWindow({ x: width - SERVICE_BUTTON_SIZE_PX, y: height * 0.7 }, width, height);
}

/** The common layout's floating customer-service button: draggable, opens the service URL on tap. */
export function ServiceButton() {
  const { t } = useTranslation();
  const serviceUrl = useServiceUrl();
  const [position, setPosition] = useState<Point>(() => startPosition(window.innerWidth, window.innerHeight));
  const drag = useRef<{ pointerId: number; start: Point; origin: Point; moved: boolean } | null>(null);

  useEffect(() => {
    const keepInside = () =>
      setPosition((current) => clampToWindow(current, window.innerWidth, window.innerHeight));
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      start: { x: event.clientX, y: event.clientY },
      origin: position,
      moved: false,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_TOLERANCE_PX) return;
    current.moved = true;
    setPosition(
      clampToWindow(
        { x: current.origin.x + dx, y: current.origin.y + dy },
        window.innerWidth,
        window.innerHeight,
      ),
    );
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    drag.current = null;
    if (current && !current.moved && event.type === 'pointerup') openContact(serviceUrl);
  };

  return (
    <button
      type="button"
      className={styles.serviceButton}
      style={{ left: position.x, top: position.y }}
      aria-label={t('common.contactService')}
      data-testid="service-button"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
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
