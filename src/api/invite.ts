import { type CallOptions, call } from './client';
import type { PagePayload } from './types';

export const invitePaths = {
  list: '/api/invite',
  banners: '/api/invite/banners',
} as const;

export const inviteApi = {
  list: (body: PagePayload) => call(`POST ${invitePaths.list}`, { body }),
  receiveBonus: (options?: CallOptions) => call('GET /api/invite/bonus', options),
  banners: () => call(`GET ${invitePaths.banners}`),
};

/** docs/product.md#invite-link: the site origin plus /register with `code` set to PR and the member's id. */
export function inviteLink(origin: string, memberId: string): string {
  return `${origin.replace(/\/+$/, '')}/register?code=${encodeURIComponent(`PR${memberId}`)}`;
}
