import { lazy, Suspense, useEffect, useState } from 'react';
import useSWR from 'swr';
import { lookupApi, lookupPaths, unwrap } from '../../api';
import { readLocal } from '../../lib/storage';
import { preloadSafeHtml } from '../../ui/safe-html';
import { useAgreementPrompt } from './use-agreement-prompt';

// Its own chunk: most visits come after the agreement was accepted.
const loadModal = () => import('./agreement-modal');
const AgreementModal = lazy(() => loadModal().then((m) => ({ default: m.AgreementModal })));

/** When the agreement's texts and code start loading, before it is due at 1.5 s. */
const PRELOAD_AFTER_MS = 1000;

/**
 * Mounted with the home screen: opens the agreement by itself until it is accepted.
 * Its texts, its code and the sanitiser are fetched during the 1.5 s wait, and it opens only once they
 * are here: a bottom sheet that opened with a spinner and then grew to its text moved its
 * header and checkbox up (Lighthouse measured a layout shift of 0.118 on a first visit).
 */
export function AgreementPrompt() {
  const [due, close] = useAgreementPrompt();
  const [pending] = useState(() => !readLocal('agreed'));
  // Not before the home screen's own code and the canvas chunk have been asked for: the
  // /user/home size budget counts what loads before PixiJS (scripts/check-size.mjs).
  const [preload, setPreload] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setPreload(true), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  const texts = useSWR(preload ? lookupPaths.agreements : null, () =>
    unwrap(lookupApi.agreements()),
  );
  const [codeReady, setCodeReady] = useState(false);
  useEffect(() => {
    if (!preload) return;
    let live = true;
    // A failed download opens it anyway: lazy() then retries and the boundary above shows.
    const ready = () => {
      if (live) setCodeReady(true);
    };
    Promise.all([loadModal(), preloadSafeHtml()]).then(ready, ready);
    return () => {
      live = false;
    };
  }, [preload]);
  const loaded = texts.data !== undefined || texts.error !== undefined;
  if (!due || !loaded || !codeReady) return null;
  return (
    <Suspense fallback={null}>
      <AgreementModal onClose={close} />
    </Suspense>
  );
}
