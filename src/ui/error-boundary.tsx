import { Component, type ErrorInfo, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './button';
import styles from './error-boundary.module.css';

export interface ErrorBoundaryProps {
  /**
   * The message id of the part's name: logged as it is (the same in every language), and
   * shown translated in the accessible names of the message and of its retry button.
   */
  name: string;
  /**
   * Reloads the part's server data before the part renders again (a part that threw on
   * an answer's shape would throw again on the same answer). Awaited when it returns a
   * promise.
   */
  onRetry?: () => unknown;
  /**
   * A new value renders the part again: a route's path (another screen starts afresh), or
   * the answer a part renders (a parent may hand the reloaded answer over only after the
   * retry has rendered the part with the old one, as a deferred value does).
   */
  resetKey?: unknown;
  /** Puts the message in a frame of its own: a modal keeps its dialog, so it stays closable. */
  frame?: (alert: ReactNode) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error?: unknown;
}

/** The part's code did not arrive (the bundle's chunk loader gives up on a lost request). */
const codeMissing = (error: unknown) =>
  (error as { name?: unknown } | null)?.name === 'ChunkLoadError';

/**
 * Keeps a failed render to its own part (docs/architecture.md#error-boundaries): in its
 * place a translated "could not be shown" and a retry; the rest of the screen, and the
 * menus, stay usable. The error goes to the console for the operator's developers.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // `call` and `field`: what an API error of the wallet's own says about the answer that
    // broke the part, read without knowing its class.
    const { call, field } = (error ?? {}) as { call?: unknown; field?: unknown };
    console.error('[wallet] a part could not be shown', {
      part: this.props.name,
      path: location.pathname,
      call,
      field,
      error,
      componentStack: info.componentStack,
    });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { name, onRetry, frame } = this.props;
    const alert = (
      <PartFailed
        name={name}
        onRetry={async () => {
          // A chunk that failed to load stays failed for this page: only a new page loads
          // it again. The message stays until the page goes.
          if (codeMissing(this.state.error)) return location.reload();
          // A retry whose reload failed still renders the part again: the part shows its
          // own load failure, or this message once more.
          await Promise.resolve()
            .then(onRetry)
            .catch(() => undefined);
          this.setState({ failed: false });
        }}
      />
    );
    return frame ? frame(alert) : alert;
  }
}

function PartFailed({ name, onRetry }: { name: string; onRetry: () => Promise<void> }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const part = intl.formatMessage({ id: name });
  return (
    <div role="alert" aria-label={part} className={styles.failed}>
      <p className={styles.text}>{intl.formatMessage({ id: 'ui.partFailed' })}</p>
      <Button
        variant="secondary"
        size="sm"
        loading={busy}
        aria-label={intl.formatMessage({ id: 'ui.partRetry' }, { part })}
        onClick={() => {
          setBusy(true);
          void onRetry();
        }}
      >
        {intl.formatMessage({ id: 'ui.retry' })}
      </Button>
    </div>
  );
}
