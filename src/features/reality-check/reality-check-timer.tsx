import { type ComponentType, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { type RealityCheck, realityCheckApi, realityCheckPaths, unwrap } from '../../api';
import { isRealityCheckDue } from '../../domain/rules/reality-check';
import { tellOtherTabs } from '../../domain/tab-sync';
import { ErrorBoundary } from '../../ui/error-boundary';
import { Modal } from '../../ui/modal';

/** The longest delay a browser timeout keeps (about 24.8 days); a longer wait reads again. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export interface RealityCheckDialogProps {
  check: RealityCheck;
  /** The player chose to keep playing: the answer that records it. */
  onKept: (next: RealityCheck) => void;
}

const at = (time: string | null) => (time === null ? null : Date.parse(time));

/**
 * The reality check's clock, capability `realityCheck` (docs/product.md#play-within-limits):
 * the backend says when this session's next reminder is due (counted from the login, after
 * the player's last answer), so a reload or a second tab shows the same reminder. The delay
 * is counted from the backend's own time in its answer, not the device's clock: one timeout
 * to the due time (no render every second), which reads the answer again; a tab coming
 * back from the background reads it at once (its timers may have been held back). The
 * dialog's code and texts arrive only when a reminder is due (`dialog`, from the app).
 */
export default function RealityCheckTimer({
  dialog: Dialog,
}: {
  dialog: ComponentType<RealityCheckDialogProps>;
}) {
  const intl = useIntl();
  const check = useSWR(realityCheckPaths.check, () => unwrap(realityCheckApi.get()));
  const { data, mutate } = check;
  // When the answer arrived on this device's clock: the backend's `now` happened then.
  const arrived = useRef({ answer: data, at: Date.now() });
  if (arrived.current.answer !== data) arrived.current = { answer: data, at: Date.now() };
  const nextAt = at(data?.nextAt ?? null);
  const now = at(data?.now ?? null);
  const due = data !== undefined && now !== null && isRealityCheckDue(nextAt, now);

  useEffect(() => {
    if (due || nextAt === null || now === null) return;
    const waited = Date.now() - arrived.current.at;
    const delay = Math.min(Math.max(nextAt - now - waited, 0), MAX_TIMEOUT_MS);
    const timer = setTimeout(() => void mutate(), delay);
    return () => clearTimeout(timer);
  }, [due, nextAt, now, mutate]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void mutate();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [mutate]);

  // A dialog whose code could not arrive is closed by the player until the next read.
  const [closed, setClosed] = useState<RealityCheck | undefined>(undefined);
  if (!due || !data || closed === data) return null;
  return (
    <ErrorBoundary
      name="ui.partDialog"
      frame={(alert) => (
        <Modal
          open
          onClose={() => setClosed(data)}
          title={intl.formatMessage({ id: 'ui.partDialog' })}
        >
          {alert}
        </Modal>
      )}
    >
      <Suspense fallback={null}>
        <Dialog
          check={data}
          onKept={(next) => {
            setClosed(undefined);
            void mutate(next, { revalidate: false });
            // The other tabs of this session close their reminder too.
            tellOtherTabs({ type: 'revalidate', paths: [realityCheckPaths.check] });
          }}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
