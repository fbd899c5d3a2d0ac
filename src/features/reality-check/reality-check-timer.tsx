import { useEffect, useRef } from 'react';
import { useRealityCheck } from '../../domain/reality-check';
import { isRealityCheckDue } from '../../domain/rules/reality-check';
import { RealityCheckDialog } from './reality-check-dialog';

/** The longest delay a browser timeout keeps (about 24.8 days); a longer wait reads again. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The reality check's clock, capability `realityCheck` (docs/product.md#play-within-limits):
 * the backend says when this session's next reminder is due (counted from the login, after
 * the player's last answer), so a reload or a second tab shows the same reminder. The delay
 * is counted from the backend's own time in its answer, not the device's clock: one timeout
 * to the due time (no render every second), which reads the answer again; a tab coming back
 * from the background reads it at once (its timers may have been held back).
 */
export default function RealityCheckTimer() {
  const { data, mutate } = useRealityCheck();
  // When the answer arrived on this device's clock: the backend's `now` was then.
  const arrived = useRef({ answer: data, at: Date.now() });
  if (arrived.current.answer !== data) arrived.current = { answer: data, at: Date.now() };
  const nextAt = data?.nextAt ? Date.parse(data.nextAt) : null;
  const now = data ? Date.parse(data.now) : 0;
  const due = isRealityCheckDue(nextAt, now);

  useEffect(() => {
    if (due || nextAt === null) return;
    const waited = Date.now() - arrived.current.at;
    const timer = setTimeout(
      () => void mutate(),
      Math.min(Math.max(nextAt - now - waited, 0), MAX_TIMEOUT_MS),
    );
    return () => clearTimeout(timer);
  }, [due, nextAt, now, mutate]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void mutate();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [mutate]);

  return due && data ? <RealityCheckDialog check={data} /> : null;
}
