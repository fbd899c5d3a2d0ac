import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, useEffect, useState } from 'react';
import { renderWithApp } from '../test/render';
import { Button } from './button';
import { Modal } from './modal';
import { TAP_THROUGH_MS } from './tap-through';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Transfer">
        <input aria-label="Amount" />
        <Button>Send</Button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a named dialog that keeps focus inside and gives it back on close', async () => {
    renderWithApp(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Transfer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop tap, but not on one that comes just after a tap inside', async () => {
    renderWithApp(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer' });
    const backdrop = dialog.parentElement as HTMLElement;
    /** A press at `at` ms (the event's timeStamp, which the dialog compares). */
    const press = (target: HTMLElement, type: 'pointerdown' | 'mousedown', at: number) =>
      act(() => {
        const event = new MouseEvent(type, { bubbles: true });
        Object.defineProperty(event, 'timeStamp', { value: at });
        target.dispatchEvent(event);
      });
    // The second tap of a double tap whose first shrank the dialog lands on the backdrop.
    press(screen.getByRole('button', { name: 'Send' }), 'pointerdown', 1000);
    press(backdrop, 'mousedown', 1000 + TAP_THROUGH_MS - 200);
    expect(dialog).toBeInTheDocument();
    press(backdrop, 'mousedown', 1000 + TAP_THROUGH_MS + 100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** Opens its modal in a transition, as a modal whose code arrives late (lazily loaded) does. */
function LateHarness() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setOpen(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <button type="button">behind</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Withdraw">
        <Button>Send</Button>
      </Modal>
    </>
  );
}

describe('Modal, outside act (as in a browser)', () => {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let before: boolean | undefined;
  beforeEach(() => {
    before = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    environment.IS_REACT_ACT_ENVIRONMENT = before;
  });

  it('has focus inside from the very change that shows it, before anything else can run', async () => {
    const behind = () => screen.getByRole('button', { name: 'behind' });
    // Where focus was when the dialog first appeared in the document (a MutationObserver
    // runs right after the change, before any later task could move focus).
    const focusWhenShown: Array<Element | null> = [];
    const observer = new MutationObserver(() => {
      if (focusWhenShown.length === 0 && document.querySelector('[role="dialog"]')) {
        focusWhenShown.push(document.activeElement);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderWithApp(<LateHarness />);
    behind().focus();
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    observer.disconnect();
    expect(focusWhenShown).toEqual([dialog]);
    await waitFor(() => expect(dialog).toHaveFocus());
  });
});

describe('Button', () => {
  it('ignores taps while loading', async () => {
    const onClick = vi.fn();
    renderWithApp(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveAttribute('aria-busy', 'true');
  });
});
