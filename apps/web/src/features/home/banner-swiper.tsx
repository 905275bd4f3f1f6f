import { SWIPER_DURATION_MS, SWIPER_INTERVAL_MS } from '@fairplay/contract/constants';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { openPage } from '../../shared/navigation/navigation.ts';
import type { Banners } from './api.ts';
import styles from './home.module.css';

type Banner = Banners['bannerList'][number];

function openBanner(banner: Banner): void {
  if (banner.type === 1 && banner.path) void openPage(banner.path);
  else if (banner.type === 2 && banner.webUrl) window.open(banner.webUrl, '_blank', 'noopener,noreferrer');
  else if (banner.type === 3 && banner.gameId)
    void openPage(`/pages/webview/GameWeb?gameId=${banner.gameId}`);
}

const SWIPE_THRESHOLD_PX = 40;

/** Home banners: autoplay every 5000 ms with 500 ms slides (spec point 9), swipe to move. */
export function BannerSwiper({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const swipe = useRef<{ x: number; moved: boolean } | null>(null);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || isPaused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), SWIPER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, isPaused]);

  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, moved: false };
    setPaused(true);
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    setPaused(false);
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_THRESHOLD_PX) {
      start.moved = true;
      setIndex((current) => (current + (dx < 0 ? 1 : -1) + count) % count);
    }
  };

  if (count === 0) return <div className={styles.swiper} />;
  return (
    <div
      className={styles.swiper}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      data-testid="banner-swiper"
    >
      <div
        className={styles.track}
        style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${SWIPER_DURATION_MS}ms` }}
      >
        {banners.map((banner, position) => (
          <button
            key={banner.id}
            type="button"
            className={styles.slide}
            aria-label={banner.title}
            tabIndex={position === index ? 0 : -1}
            onClick={() => {
              if (!swipe.current?.moved) openBanner(banner);
              swipe.current = null;
            }}
          >
            <img
              src={banner.imageUrl}
              width={banner.width}
              height={banner.height}
              alt={banner.title}
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'low'}
              decoding="async"
              draggable={false}
            />
          </button>
        ))}
      </div>
      <div className={styles.dots} aria-hidden="true">
        {banners.map((banner, position) => (
          <span key={banner.id} className={`${styles.dot} ${position === index ? styles.dotActive : ''}`} />
        ))}
      </div>
    </div>
  );
}
