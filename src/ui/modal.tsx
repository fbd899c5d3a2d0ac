import { css, keyframes, useTheme } from '@emotion/react';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { ErrorBoundary } from './error-boundary';
import { useScrolls } from './use-scrolls';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

/** Open modals, innermost last: only the innermost one traps focus and answers Escape. */
const stack: HTMLElement[] = [];

const rise = keyframes`from { transform: translateY(16px); opacity: 0; } to { transform: none; opacity: 1; }`;

export interface ModalProps {
  open: boolean;
  /** Called with no argument when the player dismisses it (Escape, backdrop, close button). */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Hide the × button (a dialog that must be answered). */
  hideClose?: boolean;
  /** Backdrop tap and Escape do nothing (a money action in flight). */
  dismissible?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Reloads the content's server data when the player retries content that failed to render. */
  onRetry?: () => unknown;
}

/**
 * An accessible modal dialog: named by its title, focus moves in when it opens, Tab stays
 * inside, Escape closes it, and focus returns to what had it before.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return <OpenModal {...props} />;
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  hideClose = false,
  dismissible = true,
  size = 'md',
  onRetry,
}: ModalProps) {
  const theme = useTheme();
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const body = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(body);
  const dismissibleRef = useRef(dismissible);
  dismissibleRef.current = dismissible;

  // A layout effect: focus moves in, and the page stops scrolling, in the same frame the
  // dialog first shows. A key meant for what was behind it (a second Enter on the button
  // that opened it, say) reaches the dialog instead, even when the dialog's code arrived
  // late and React showed it in a transition.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(element);
    const first = element.querySelector<HTMLElement>('[data-autofocus]') ?? element;
    first.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    function onKey(event: KeyboardEvent) {
      if (stack[stack.length - 1] !== element || !element) return;
      if (event.key === 'Escape' && dismissibleRef.current) {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        event.preventDefault();
        element.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (
        event.shiftKey &&
        (document.activeElement === firstItem || document.activeElement === element)
      ) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem?.focus();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      stack.splice(stack.indexOf(element), 1);
      if (stack.length === 0) document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  const widths = { sm: 360, md: 440, lg: 560 };
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop tap is a pointer shortcut; keyboards have Escape and the close button
    <div
      css={css`
        position: fixed;
        inset: 0;
        z-index: 100;
        display: flex;
        align-items: flex-end;
        justify-content: center;
        background: rgb(0 0 0 / 0.6);
        padding: env(safe-area-inset-top) 0 0;
        @media (min-width: 480px) {
          align-items: center;
          padding: 16px;
        }
      `}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissible) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={css`
          width: 100%;
          /* Never wider than the screen: wide content (a table) scrolls inside instead. */
          min-width: 0;
          max-width: ${widths[size]}px;
          max-height: calc(100dvh - env(safe-area-inset-top) - 24px);
          display: flex;
          flex-direction: column;
          background: ${theme.surface};
          color: ${theme.text};
          border-radius: 16px 16px 0 0;
          padding-bottom: env(safe-area-inset-bottom);
          animation: ${rise} 0.18s ease-out;
          outline: none;
          @media (min-width: 480px) {
            border-radius: 16px;
          }
        `}
      >
        <header
          css={css`
            display: flex;
            align-items: center;
            gap: 8px;
            padding: 14px 16px;
            border-bottom: 1px solid ${theme.border};
          `}
        >
          <h2
            id={titleId}
            css={css`
              flex: 1;
              margin: 0;
              font-size: 17px;
            `}
          >
            {title}
          </h2>
          {hideClose ? null : (
            <button
              type="button"
              aria-label={intl.formatMessage({ id: 'ui.close' })}
              onClick={() => {
                if (dismissible) onClose();
              }}
              disabled={!dismissible}
              css={css`
                width: 44px;
                height: 44px;
                border: 0;
                border-radius: 50%;
                background: ${theme.surfaceAlt};
                font-size: 20px;
                line-height: 1;
                cursor: pointer;
              `}
            >
              ×
            </button>
          )}
        </header>
        <div
          ref={body}
          // Scrollable by keyboard when its content is taller than it (WCAG 2.1.1): only
          // then is it a Tab stop.
          tabIndex={scrolls ? 0 : undefined}
          css={css`
            padding: 16px;
            min-width: 0;
            overflow: auto;
            overscroll-behavior: contain;
          `}
        >
          {/* Content that fails to render leaves the dialog, and its close button, in place
              (docs/architecture.md#error-boundaries). */}
          <ErrorBoundary name="ui.partDialog" onRetry={onRetry}>
            {children}
          </ErrorBoundary>
        </div>
        {footer ? (
          <footer
            css={css`
              display: flex;
              gap: 8px;
              justify-content: flex-end;
              padding: 12px 16px 16px;
            `}
          >
            {footer}
          </footer>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
