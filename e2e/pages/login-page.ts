import { expect, type Page } from '@playwright/test';

/** The login screen, in the words a player would use. */
export class LoginPage {
  constructor(
    private readonly page: Page,
    private readonly t: Record<string, string>,
  ) {}

  async open(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.page.getByRole('heading', { name: this.t['login.title'] })).toBeVisible();
  }

  async logIn(phone: string, password: string, { remember = true } = {}): Promise<void> {
    await this.page.getByLabel(this.t['login.phone'] ?? '').fill(phone);
    await this.page.getByLabel(this.t['login.password'] ?? '', { exact: true }).fill(password);
    const box = this.page.getByLabel(this.t['login.remember'] ?? '');
    if ((await box.isChecked()) !== remember) await box.click();
    await this.page.getByRole('button', { name: this.t['login.submit'], exact: true }).click();
  }
}
