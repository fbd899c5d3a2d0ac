import { lazy, Suspense, useEffect, useState } from 'react';
import useSWR from 'swr';
import { lookupApi, lookupPaths, unwrap } from '../../api';
import { readLocal } from '../../lib/storage';
import { preloadSafeHtml } from '../../ui/safe-html';
import { useAgreementPrompt } from './use-agreement-prompt';

// Its own chunk: most visits come after the agreement was accepted.
const loadModal = () => import('./agreement-modal');
const AgreementModal = lazy(() => loadModal().then((m) => ({ default: m.AgreementModal })));

/**
 * Mounted with the home screen: opens the agreement by itself until it is accepted.
 * Its texts, its code and the sanitiser are fetched during the 1.5 s wait, and it opens only once they
 * are here: a bottom sheet that opened with a spinner and then grew to its text moved its
 * header and checkbox up (Lighthouse measured a layout shift of 0.118 on a first visit).
 */
export function AgreementPrompt() {
  const [due, close] = useAgreementPrompt();
  const [pending] = useState(() => !readLocal('agreed'));
  const texts = useSWR(pending ? lookupPaths.agreements : null, () =>
    unwrap(lookupApi.agreements()),
  );
  const [codeReady, setCodeReady] = useState(false);
  useEffect(() => {
    if (!pending) return;
    let live = true;
    // A failed download opens it anyway: lazy() then retries and the boundary above shows.
    const ready = () => {
      if (live) setCodeReady(true);
    };
    Promise.all([loadModal(), preloadSafeHtml()]).then(ready, ready);
    return () => {
      live = false;
    };
  }, [pending]);
  const loaded = texts.data !== undefined || texts.error !== undefined;
  if (!due || !loaded || !codeReady) return null;
  return (
    <Suspense fallback={null}>
      <AgreementModal onClose={close} />
    </Suspense>
  );
}
