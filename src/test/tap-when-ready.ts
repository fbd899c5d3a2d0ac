import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Taps a control once it takes taps: one just shown (a receipt's Done) ignores them for
 * its first moments and says so with aria-disabled (src/ui/tap-through.ts).
 */
export async function tapWhenReady(control: HTMLElement): Promise<void> {
  await waitFor(() => expect(control).not.toHaveAttribute('aria-disabled'), { timeout: 3000 });
  await userEvent.click(control);
}
