import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from './toast';

/**
 * Puts text on the clipboard: the Clipboard API where the page may use it, else the old
 * selection-and-copy way (older WebViews and pages not served over HTTPS).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: try the fallback below.
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand?.('copy') === true;
    area.remove();
    return copied;
  } catch {
    return false;
  }
}

/** Copies and says so (docs/product.md#errors-and-messages): 'Copied: ' + the text, or 'Failed to copy'. */
export function useCopy(): (text: string) => Promise<void> {
  const intl = useIntl();
  const toast = useToast();
  return useCallback(
    async (text: string) => {
      if (await copyText(text)) toast.success(intl.formatMessage({ id: 'copy.success' }, { text }));
      else toast.danger(intl.formatMessage({ id: 'copy.failed' }));
    },
    [intl, toast],
  );
}
