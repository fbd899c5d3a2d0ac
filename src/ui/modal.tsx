import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { cx } from './class-names';
import { ErrorBoundary } from './error-boundary';
import styles from './modal.module.css';
import { Spinner } from './spinner';
import { TAP_THROUGH_MS } from './tap-through';
import { useScrolls } from './use-scrolls';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

/** Open modals, innermost last: only the innermost one traps focus and answers Escape. */
const stack: HTMLElement[] = [];

const SIZE_CLASS = { sm: styles.small, md: styles.medium, lg: styles.large };

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
 * The backdrop of a modal that is on its way (its code arriving, or its first render, the
 * largest piece of work a tap starts, still under way in a render that yields): the tap
 * that opens a modal shows at once, and a second tap meant for the page under it is
 * caught. The modal's own backdrop takes its place in the same frame.
 */
export function ModalOpening({ label }: { label: string }) {
  return createPortal(
    <div className={cx(styles.backdrop, styles.opening)}>
      <Spinner label={label} size={28} />
    </div>,
    document.body,
  );
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
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const body = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(body);
  const dismissibleRef = useRef(dismissible);
  dismissibleRef.current = dismissible;
  // When a press inside the dialog was: what it did may have shrunk the dialog (a form
  // replaced by its shorter result), leaving the backdrop under the second tap of a double
  // tap, which then closed the dialog on its answer (tap-through.ts).
  const pressedInside = useRef(Number.NEGATIVE_INFINITY);

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

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop tap is a pointer shortcut; keyboards have Escape and the close button
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget || !dismissible) return;
        if (event.timeStamp - pressedInside.current < TAP_THROUGH_MS) return;
        onClose();
      }}
    >
      <div
        ref={panel}
        onPointerDownCapture={(event) => {
          pressedInside.current = event.timeStamp;
        }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.panel, SIZE_CLASS[size])}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
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
              className={styles.close}
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
          className={styles.body}
        >
          {/* Content that fails to render leaves the dialog, and its close button, in place
              (docs/architecture.md#error-boundaries). */}
          <ErrorBoundary name="ui.partDialog" onRetry={onRetry}>
            {children}
          </ErrorBoundary>
        </div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
