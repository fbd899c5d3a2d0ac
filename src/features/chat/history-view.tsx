/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBrand } from '../../domain/brand';
import { formatDate } from '../../lib/format';
import { Spinner } from '../../ui/spinner';
import { useTheme } from '../../ui/theme';
import type { ChatState } from './chat-store';
import { groupRows } from './grouping';
import { MessageBubble } from './message-bubble';
import type { MessageActions } from './message-content';

/**
 * The scrolling history (docs/product.md#chat, "History" and "Unread and scrolling"):
 * oldest at the top; at the top the next 10 older messages load and the view stays where
 * it was (its distance from the bottom is kept); within 60 px of the bottom new messages
 * scroll into view, otherwise a badge counts them.
 */
export const NEAR_BOTTOM_PX = 60;
const NEAR_TOP_PX = 40;

export interface HistoryViewProps {
  state: ChatState;
  /** The panel is open (a hidden history cannot be read). */
  open: boolean;
  actions: MessageActions;
  onRetry: (key: string) => void;
  onLoadOlder: () => void;
  onReload: () => void;
  onReading: (atBottom: boolean) => void;
}

export function HistoryView({
  state,
  open,
  actions,
  onRetry,
  onLoadOlder,
  onReload,
  onReading,
}: HistoryViewProps) {
  const theme = useTheme();
  const intl = useIntl();
  const { timeZone } = useBrand();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** Distance from the bottom when older messages were asked for, restored once they are in. */
  const anchor = useRef<number | null>(null);
  const rows = useMemo(
    () => groupRows(state.items, (iso) => formatDate(iso, timeZone)),
    [state.items, timeZone],
  );

  /** The content's height when last measured: "was the reader at the bottom" is judged
   * against it, with the reader's latest scroll position, even when their scroll event
   * has not been handled yet when new messages render. */
  const measuredHeight = useRef(0);

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element || !open) return;
    measuredHeight.current = element.scrollHeight;
    atBottom.current =
      element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;
    onReading(atBottom.current);
  }, [onReading, open]);

  const loadOlder = useCallback(() => {
    const element = scroller.current;
    if (!element || !state.hasMore || state.loadingOlder || state.phase !== 'ready') return;
    anchor.current = element.scrollHeight - element.scrollTop;
    onLoadOlder();
  }, [onLoadOlder, state.hasMore, state.loadingOlder, state.phase]);

  // A hidden panel keeps no scroll position: opened again, it shows the newest messages.
  const wasOpen = useRef(open);
  if (open && !wasOpen.current) {
    atBottom.current = true;
    measuredHeight.current = 0;
  }
  wasOpen.current = open;

  // After every change of the list: keep the place (older messages), follow the newest
  // (reader at the bottom), or stay put (reader scrolled up: the badge counts instead).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rows` is the trigger, not an input
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !open) return;
    const wasAtBottom =
      atBottom.current &&
      (measuredHeight.current === 0 ||
        measuredHeight.current - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX);
    if (anchor.current !== null) {
      if (state.loadingOlder) return;
      element.scrollTop = element.scrollHeight - anchor.current;
      anchor.current = null;
    } else if (wasAtBottom) {
      element.scrollTop = element.scrollHeight;
    }
    measure();
    // A history shorter than the panel cannot be scrolled to its top: fill it instead.
    if (element.scrollHeight <= element.clientHeight) loadOlder();
  }, [rows, open, state.loadingOlder, measure, loadOlder]);

  // Content that grows after it rendered (an image or a video's frame loading) keeps a
  // reader who was at the bottom there: the last message stays in view.
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = scroller.current;
    const inner = content.current;
    if (!element || !inner || !open || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (anchor.current !== null || element.scrollHeight === measuredHeight.current) return;
      // Judged with the reader's latest scroll position, as the list's own follow is: a
      // scroll up whose event has not been handled yet must not be undone by a late image.
      const wasAtBottom =
        atBottom.current &&
        measuredHeight.current - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;
      if (!wasAtBottom) return;
      element.scrollTop = element.scrollHeight;
      measure();
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [open, measure]);

  const toBottom = () => {
    const element = scroller.current;
    if (!element) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ top: element.scrollHeight, behavior: reduce ? 'auto' : 'smooth' });
  };

  let body: ReactNode;
  if (state.phase === 'loading') {
    body = (
      <div css={css`display: grid; place-items: center; height: 100%;`}>
        <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />
      </div>
    );
  } else if (state.phase === 'failed') {
    body = (
      <div
        role="alert"
        css={css`display: grid; gap: 8px; justify-items: center; padding: 24px 8px; text-align: center;`}
      >
        <span css={css`color: ${theme.danger};`}>
          <FormattedMessage id="chat.loadFailed" />
        </span>
        <button
          type="button"
          onClick={onReload}
          css={css`
            min-height: 44px;
            padding: 0 16px;
            border: 1px solid ${theme.border};
            border-radius: ${theme.radius};
            background: ${theme.surfaceAlt};
            color: ${theme.text};
            font: inherit;
            cursor: pointer;
          `}
        >
          <FormattedMessage id="ui.retry" />
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <div css={css`min-height: 28px; display: grid; place-items: center;`}>
          {state.loadingOlder ? (
            <Spinner label={intl.formatMessage({ id: 'chat.loadingOlder' })} />
          ) : null}
        </div>
        {state.items.length === 0 ? (
          <p
            css={css`
              margin: 4px 0;
              max-width: 85%;
              padding: 8px 12px;
              border-radius: 14px;
              border-bottom-left-radius: 4px;
              background: ${theme.surfaceAlt};
            `}
          >
            <FormattedMessage id="chat.greeting" />
          </p>
        ) : null}
        <ol css={css`list-style: none; margin: 0; padding: 0;`}>
          {rows.map((row) => {
            if (row.kind === 'message') {
              return (
                <MessageBubble key={row.key} item={row.item} actions={actions} onRetry={onRetry} />
              );
            }
            return (
              <li
                key={row.key}
                css={css`
                  display: flex;
                  align-items: center;
                  gap: 8px;
                  margin: 10px 0;
                  color: ${theme.textMuted};
                  font-size: 12px;
                  &::before,
                  &::after {
                    content: '';
                    flex: 1;
                    border-top: 1px ${row.kind === 'session' ? 'dashed' : 'solid'} ${theme.border};
                  }
                `}
              >
                {row.kind === 'date' ? row.day : <FormattedMessage id="chat.newSession" />}
              </li>
            );
          })}
        </ol>
      </>
    );
  }

  return (
    <div css={css`position: relative; flex: 1; min-height: 0;`}>
      <div
        ref={scroller}
        role="log"
        aria-label={intl.formatMessage({ id: 'chat.history' })}
        // A keyboard can scroll it (the history is read, not only tapped).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        onScroll={() => {
          measure();
          const element = scroller.current;
          if (element && element.scrollTop <= NEAR_TOP_PX) loadOlder();
        }}
        css={css`
          height: 100%;
          overflow-y: auto;
          overscroll-behavior: contain;
          overflow-anchor: none;
          padding: 0 10px 8px;
        `}
      >
        {/* The loading and failed states fill the panel; the history grows with its messages. */}
        <div ref={content} css={state.phase === 'ready' ? undefined : css`height: 100%;`}>
          {body}
        </div>
      </div>
      {state.unread > 0 ? (
        <button
          type="button"
          onClick={toBottom}
          css={css`
            position: absolute;
            left: 50%;
            bottom: 8px;
            transform: translateX(-50%);
            min-height: 44px;
            padding: 0 16px;
            border: 0;
            border-radius: 22px;
            background: ${theme.primary};
            color: ${theme.onPrimary};
            font: inherit;
            font-weight: 700;
            box-shadow: 0 2px 8px rgb(0 0 0 / 0.3);
            cursor: pointer;
          `}
        >
          <FormattedMessage id="chat.newMessages" values={{ count: state.unread }} />
        </button>
      ) : null}
    </div>
  );
}
