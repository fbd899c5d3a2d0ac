import { expect, type Locator, type Page } from '@playwright/test';
import type { Say } from './say';
import { TransferModal } from './transfer-modal';

/**
 * The member's home screen, with intent methods for what a player does there: open it,
 * open a modal from its shortcuts. A spec logs the member in first (the `loggedIn` fixture).
 */
export class HomePage {
  constructor(
    readonly page: Page,
    private readonly t: Record<string, string>,
    /** Needed by `openTransfer` only (its amount field's label names the unit). */
    private readonly say?: Say,
  ) {}

  /**
   * Opens the home screen. `waitUntil` as page.goto's: a test whose images never arrive
   * cannot wait for the page's `load`, which waits for every image in the document.
   */
  async open({ waitUntil }: { waitUntil?: 'load' | 'domcontentloaded' } = {}): Promise<void> {
    await this.page.goto('/user/home', waitUntil ? { waitUntil } : {});
  }

  /** The row of shortcuts (deposit, withdraw, invite, refund, ...). */
  get shortcuts(): Locator {
    return this.page.getByRole('navigation', { name: this.t['home.shortcuts'] });
  }

  /** One shortcut, by its message id (`home.widget.deposit`). */
  shortcut(id: string): Locator {
    return this.shortcuts.getByRole('button', { name: this.t[id] });
  }

  /** Opens the deposit modal, on the tab of `mode` (`bank`, `auto`, `qr`, ...) if given. */
  async openDeposit(mode?: string): Promise<Locator> {
    await this.shortcut('home.widget.deposit').click();
    const dialog = this.page.getByRole('dialog', { name: this.t['deposit.title'] });
    await expect(dialog).toBeVisible();
    if (mode) {
      const tab = dialog.getByRole('tab', { name: this.t[`deposit.mode.${mode}`] });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    }
    return dialog;
  }

  async openWithdraw(): Promise<Locator> {
    await this.shortcut('home.widget.withdraw').click();
    const dialog = this.page.getByRole('dialog', { name: this.t['withdraw.title'] });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async openTransfer(): Promise<TransferModal> {
    if (!this.say) throw new Error('HomePage: openTransfer needs `say`');
    const transfer = new TransferModal(this.page, this.t, this.say);
    await transfer.open();
    return transfer;
  }
}
