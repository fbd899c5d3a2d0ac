import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import type { WalletResult } from '../src/api/types';

/**
 * A member's side of the API, as the wallet calls it (its token and `X-Requester` header,
 * docs/api.md#conventions): what a spec reads or does alongside the screen, to check the
 * screen against the answers or to set the member up. `get` and `post` expect a 2xx answer
 * and return its body; `send` returns the answer as it is, for a spec that expects a refusal.
 */
export class MemberApi {
  constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  /** Logs a member in through the API. */
  static async logIn(
    request: APIRequestContext,
    phone: string,
    password: string,
  ): Promise<MemberApi> {
    const response = await request.post('/api/login', {
      data: { username: phone, password },
      headers: { 'X-Requester': 'wallet-user' },
    });
    expect(response.ok(), `login of ${phone}: ${response.status()}`).toBe(true);
    return new MemberApi(request, ((await response.json()) as { token: string }).token);
  }

  get headers(): Record<string, string> {
    return { Authorization: `Bearer ${this.token}`, 'X-Requester': 'wallet-user' };
  }

  send(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<APIResponse> {
    return this.request.fetch(path, {
      method,
      headers: { ...this.headers, ...headers },
      ...(body === undefined ? {} : { data: body }),
    });
  }

  async get<T>(path: string): Promise<T> {
    return this.ok<T>(path, await this.send('GET', path));
  }

  async post<T>(path: string, body: unknown = {}, headers?: Record<string, string>): Promise<T> {
    return this.ok<T>(path, await this.send('POST', path, body, headers));
  }

  wallet(): Promise<WalletResult> {
    return this.get<WalletResult>('/api/wallet');
  }

  private async ok<T>(path: string, response: APIResponse): Promise<T> {
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }
}
