/** @jsxImportSource @emotion/react */
import { css, keyframes } from '@emotion/react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { chatPaths } from '../../api';
import { useRefetch } from '../../domain/revalidate';
import { afterNextPaint } from '../../ui/after-next-paint';
import { BOTTOM_MENU_HEIGHT, TOP_BAR_HEIGHT } from '../../ui/design-tokens';
import { ErrorBoundary } from '../../ui/error-boundary';
import { ChatIcon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { useTheme } from '../../ui/theme';
import { useValueAfterPaint } from '../../ui/use-value-after-paint';
import { CloseIcon } from './chat-icons';
import { useKeyboardInset } from './use-keyboard-inset';

/**
 * The live chat's floating button (docs/product.md#chat, "Widget"): it opens and closes
 * the panel with a rotate animation (none for players who prefer reduced motion). The
 * panel's code, socket.io-client included, is loaded the first time it opens; after that
 * the panel stays mounted while closed, so messages keep arriving and the badge counts
 * them. On a phone the panel keeps its message box above the on-screen keyboard.
 */
export type ChatMode = 'guest' | 'member';

const ChatPanel = lazy(() => import('./chat-panel'));

const ROTATE_MS = 220;
const rotateIn = keyframes`
  from { opacity: 0; transform: rotate(-14deg) scale(0.5); }
  to { opacity: 1; transform: none; }
`;
const rotateOut = keyframes`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: rotate(-14deg) scale(0.5); }
`;

const FAB_SIZE = 56;
const GAP = 12;

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function ChatLauncher({ mode }: { mode: ChatMode }) {
  const theme = useTheme();
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // The panel's first render (its history, the socket it opens) is the heaviest work a tap
  // starts on this screen: the tap is answered by the panel's frame and its spinner, and
  // the panel renders once that has painted (docs/architecture.md#performance-budgets).
  const panelShown = useValueAfterPaint(loaded, false);
  const [unread, setUnread] = useState(0);
  const refetch = useRefetch();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const keyboard = useKeyboardInset();

  const close = useCallback(() => {
    setOpen(false);
    if (!prefersReducedMotion()) setClosing(true);
  }, []);

  useEffect(() => {
    if (!closing) return;
    // animationend does not fire for a hidden tab: the timer ends the closing anyway.
    const timer = setTimeout(() => setClosing(false), ROTATE_MS + 50);
    return () => clearTimeout(timer);
  }, [closing]);

  useEffect(() => {
    if (!open) return;
    // Focus lays the page out at once: in the tap's own task it held back the frame that
    // shows the panel, so the focus moves once that frame has painted.
    return afterNextPaint(() => panel.current?.focus({ preventScroll: true }));
  }, [open]);

  const toggle = () => {
    if (open) {
      close();
      return;
    }
    setLoaded(true);
    setClosing(false);
    setOpen(true);
  };

  const waiting = (
    <div css={css`display: grid; place-items: center; height: 100%;`}>
      <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />
    </div>
  );
  const label = intl.formatMessage({ id: open ? 'chat.close' : 'chat.open' });
  const unreadText = unread
    ? intl.formatMessage({ id: 'chat.newMessages' }, { count: unread })
    : '';
  const menuSpace = `${BOTTOM_MENU_HEIGHT + 16}px + env(safe-area-inset-bottom, 0px)`;
  // With the keyboard up, the panel sits just above it; otherwise above the button.
  const panelBottom = keyboard.bottom
    ? `${keyboard.bottom + 8}px`
    : `calc(${menuSpace} + ${FAB_SIZE + GAP}px)`;

  return (
    <>
      {/* The panel's frame is in the page, hidden, from the start: its style rule is then
          in place before the first tap, which only shows it (inserted on the tap, the rule
          restyled the whole page inside the tap's frame). Its content comes on the first
          open. */}
      <div
        id={panelId}
        ref={panel}
        role="dialog"
        aria-label={intl.formatMessage({ id: 'chat.title' })}
        tabIndex={-1}
        hidden={!open && !closing}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          close();
          button.current?.focus();
        }}
        css={css`
            position: fixed;
            z-index: 60;
            right: 8px;
            /* Below the top bar: its buttons (log out) stay whole and tappable. */
            top: calc(${TOP_BAR_HEIGHT + 8}px + env(safe-area-inset-top, 0px) + ${keyboard.top}px);
            bottom: ${panelBottom};
            width: min(400px, calc(100vw - 16px));
            display: flex;
            flex-direction: column;
            overflow: hidden;
            border: 1px solid ${theme.border};
            border-radius: ${theme.radius};
            background: ${theme.surface};
            color: ${theme.text};
            box-shadow: 0 8px 28px rgb(0 0 0 / 0.35);
            transform-origin: bottom right;
            animation: ${closing ? rotateOut : rotateIn} ${ROTATE_MS}ms ease-out both;
            &:focus {
              outline: none;
            }
            &[hidden] {
              display: none;
            }
            @media (prefers-reduced-motion: reduce) {
              animation: none;
            }
          `}
      >
        {/* On its own (docs/architecture.md#error-boundaries): a message the panel cannot
            show leaves the screen and the button; a retry starts the panel afresh, which
            reads the history again. */}
        {loaded ? (
          <ErrorBoundary name="contact.liveChat" onRetry={() => refetch([chatPaths.config])}>
            <Suspense fallback={waiting}>
              {panelShown ? <ChatPanel mode={mode} open={open} onUnread={setUnread} /> : waiting}
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </div>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unreadText ? `${label}, ${unreadText}` : label}
        onClick={toggle}
        css={css`
          position: fixed;
          z-index: 60;
          right: 16px;
          bottom: calc(${menuSpace});
          width: ${FAB_SIZE}px;
          height: ${FAB_SIZE}px;
          display: grid;
          place-items: center;
          border: 0;
          border-radius: 50%;
          background: ${theme.primary};
          color: ${theme.onPrimary};
          box-shadow: 0 4px 14px rgb(0 0 0 / 0.35);
          cursor: pointer;
          & > svg {
            transition: transform ${ROTATE_MS}ms ease-out;
            transform: rotate(${open ? 90 : 0}deg);
          }
          @media (prefers-reduced-motion: reduce) {
            & > svg {
              transition: none;
            }
          }
        `}
      >
        {open ? <CloseIcon size={26} /> : <ChatIcon size={26} />}
        {unread > 0 && !open ? (
          <span
            aria-hidden="true"
            css={css`
              position: absolute;
              top: -2px;
              right: -2px;
              min-width: 22px;
              height: 22px;
              padding: 0 6px;
              border-radius: 11px;
              background: ${theme.dangerStrong};
              color: #fff;
              font-size: 12px;
              font-weight: 700;
              line-height: 22px;
            `}
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
    </>
  );
}
