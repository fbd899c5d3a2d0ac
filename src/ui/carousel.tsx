/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useTheme } from './theme';

export interface CarouselProps<Item> {
  items: readonly Item[];
  itemKey: (item: Item, index: number) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** Names the carousel region for screen readers. */
  label: string;
  /** Auto-advance interval in ms; off for players who prefer reduced motion. */
  autoPlayMs?: number;
}

/**
 * A swipeable banner carousel built on CSS scroll snap (the browser does the touch
 * physics), with previous/next buttons and page dots.
 */
export function Carousel<Item>({
  items,
  itemKey,
  renderItem,
  label,
  autoPlayMs,
}: CarouselProps<Item>) {
  const theme = useTheme();
  const intl = useIntl();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);

  const go = useCallback(
    (next: number) => {
      const element = track.current;
      if (!element || items.length === 0) return;
      const target = (next + items.length) % items.length;
      element.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' });
    },
    [items.length],
  );

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const onScroll = () =>
      setIndex(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!autoPlayMs || items.length < 2) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => go(index + 1), autoPlayMs);
    return () => clearInterval(timer);
  }, [autoPlayMs, go, index, items.length]);

  const arrow = css`
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 0;
    background: rgb(0 0 0 / 0.45);
    color: #fff;
    font-size: 20px;
    cursor: pointer;
  `;

  return (
    <section aria-roledescription="carousel" aria-label={label} css={css`position: relative;`}>
      {/* Focusable, so a keyboard scrolls the slides with the arrow keys too (WCAG 2.1.1). */}
      <div
        ref={track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to be scrolled by keyboard
        tabIndex={0}
        css={css`
          display: flex;
          overflow-x: auto;
          scroll-snap-type: x mandatory;
          scrollbar-width: none;
          border-radius: ${theme.radius};
          &::-webkit-scrollbar {
            display: none;
          }
        `}
      >
        {items.map((item, i) => (
          // biome-ignore lint/a11y/useSemanticElements: ARIA carousel pattern: a slide is a group, not a form fieldset
          <div
            key={itemKey(item, i)}
            role="group"
            aria-roledescription="slide"
            aria-label={intl.formatMessage(
              { id: 'ui.slide' },
              { current: i + 1, total: items.length },
            )}
            css={css`
              flex: 0 0 100%;
              scroll-snap-align: start;
            `}
          >
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      {items.length > 1 ? (
        <>
          <button
            type="button"
            css={[arrow, css`left: 8px;`]}
            aria-label={intl.formatMessage({ id: 'ui.previousSlide' })}
            onClick={() => go(index - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            css={[arrow, css`right: 8px;`]}
            aria-label={intl.formatMessage({ id: 'ui.nextSlide' })}
            onClick={() => go(index + 1)}
          >
            ›
          </button>
          <div
            aria-hidden
            css={css`display: flex; justify-content: center; gap: 6px; margin-top: 8px;`}
          >
            {items.map((item, i) => (
              <span
                key={itemKey(item, i)}
                css={css`
                  width: 8px;
                  height: 8px;
                  border-radius: 50%;
                  background: ${i === index ? theme.accent : theme.border};
                `}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
