import { useEffect, useState } from 'react';
import { cx } from './class-names';
import styles from './safe-html.module.css';

type Sanitize = (html: string) => string;
let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** DOMPurify is the largest library the wallet uses: it arrives with the first server HTML. */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('../lib/sanitize').then((module) => {
    sanitizer = module.sanitizeHtml;
    return module.sanitizeHtml;
  });
  return loading;
}

/**
 * Loads the sanitiser ahead of time, for a view that must open at its full size in one
 * frame (SafeHtml is empty until the sanitiser is here).
 */
export function preloadSafeHtml(): Promise<unknown> {
  return loadSanitizer();
}

/** The one way server HTML reaches the DOM: sanitised by DOMPurify first. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(() => (sanitizer ? sanitizer(html) : null));

  useEffect(() => {
    let cancelled = false;
    if (sanitizer) {
      setClean(sanitizer(html));
      return;
    }
    loadSanitizer().then(
      (sanitize) => {
        if (!cancelled) setClean(sanitize(html));
      },
      () => {
        // Without the sanitiser nothing is shown: unsanitised server HTML never is.
        loading = null;
      },
    );
    return () => {
      cancelled = true;
    };
  }, [html]);

  return (
    <div
      className={cx(styles.html, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above
      dangerouslySetInnerHTML={{ __html: clean ?? '' }}
    />
  );
}
