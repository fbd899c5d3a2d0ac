import { type CallOptions, get, post } from './client';
import type { Banner, InviteList, MessageResult, PagePayload } from './types';

export const invitePaths = {
  list: '/api/invite',
  banners: '/api/invite/banners',
} as const;

export const inviteApi = {
  list: (payload: PagePayload) => post<InviteList>(invitePaths.list, payload),
  receiveBonus: (options?: CallOptions) => get<MessageResult>('/api/invite/bonus', options),
  banners: () => get<Banner[]>(invitePaths.banners),
};

/** docs/product.md#invite-link: the site origin plus /register with `code` set to PR and the member's id. */
export function inviteLink(origin: string, memberId: string): string {
  return `${origin.replace(/\/+$/, '')}/register?code=${encodeURIComponent(`PR${memberId}`)}`;
}
