import { expect, type Locator, type Page } from '@playwright/test';
import type { Say } from './say';

/** The transfer modal opened from the member home, in the words a player would use. */
export class TransferModal {
  readonly dialog: Locator;

  constructor(
    private readonly page: Page,
    private readonly t: Record<string, string>,
    private readonly say: Say,
  ) {
    this.dialog = page.getByRole('dialog', { name: t['transfer.title'] });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: this.t['home.transfer'], exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** Moves `amount` (as typed) from the main wallet into the game `to`; `unit` names the currency. */
  async send(to: string, amount: string, unit: string): Promise<void> {
    await this.dialog.getByLabel(this.t['transfer.to'] ?? '').selectOption(to);
    await this.dialog.getByLabel(this.say('transfer.amount', { unit })).fill(amount);
    await this.dialog.getByRole('button', { name: this.t['transfer.submit'], exact: true }).click();
  }

  /** The "checking…" line shown while a lost answer is settled by reading. */
  get checking(): Locator {
    return this.dialog.getByText(this.t['order.checking'] ?? '', { exact: true });
  }

  get receipt(): Locator {
    return this.dialog.getByRole('region', { name: this.t['transfer.done'] });
  }

  /** The refusal popup ("the transfer did not go through"). */
  get failed(): Locator {
    return this.page.getByRole('dialog', { name: this.t['transfer.failed'] });
  }
}
