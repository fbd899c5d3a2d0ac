import { useEffect, useState } from 'react';
import { readLocal } from '../../lib/storage';

/** The agreement opens 1.5 s after the home screen mounts (docs/product.md#home). */
export const AGREEMENT_DELAY_MS = 1500;
/** While another dialog is open, wait and try again rather than stack on top of it. */
const BUSY_RETRY_MS = 1000;

function anotherDialogOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/**
 * Whether the agreement should show: 1.5 s after mount, unless localStorage `agreed` says
 * it was accepted. If the player has opened another dialog meanwhile, it waits for it.
 */
export function useAgreementPrompt(): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (readLocal('agreed')) return;
    let timer = setTimeout(function show() {
      if (anotherDialogOpen()) timer = setTimeout(show, BUSY_RETRY_MS);
      else setOpen(true);
    }, AGREEMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return [open, () => setOpen(false)];
}
