import { type ApiResult, call } from './client';
import type { MemberSession } from './types';

export const sessionsPaths = { list: '/api/account/sessions' } as const;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

/**
 * The rows the wallet can show: an item without an id cannot be ended, so it is left out;
 * an optional part that is not text is dropped rather than shown raw.
 */
function normaliseSessions(answer: unknown): MemberSession[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((item: unknown): MemberSession[] => {
    if (!item || typeof item !== 'object') return [];
    const row = item as Record<string, unknown>;
    const id = text(row.id);
    if (!id) return [];
    const browser = text(row.browser);
    const system = text(row.system);
    return [
      {
        id,
        ...(browser ? { browser } : {}),
        ...(system ? { system } : {}),
        userAgent: text(row.userAgent) ?? '',
        createdAt: text(row.createdAt) ?? '',
        lastActiveAt: text(row.lastActiveAt) ?? '',
        current: row.current === true,
      },
    ];
  });
}

/** The member's signed-in devices, capability `sessions` (docs/api.md#signed-in-devices). */
export const sessionsApi = {
  list: async (): Promise<ApiResult<MemberSession[]>> => {
    const result = await call(`GET ${sessionsPaths.list}`);
    return result.ok ? { ok: true, data: normaliseSessions(result.data) } : result;
  },
  end: (id: string) => call('DELETE /api/account/sessions/:id', { params: { id } }),
  endOthers: () => call('POST /api/account/sessions/logout-others'),
};
