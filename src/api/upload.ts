import { ApiError } from './api-error';
import { type ApiResult, apiUrl, headers, interpret } from './client';
import type { CallAnswer, UploadName } from './contract/calls';

/**
 * Multipart uploads, in a module of their own: a module is downloaded whole, and the pages
 * that never upload (the first load of /login and /user/home) would carry code only the
 * deposit modal and the chat run (docs/architecture.md#performance-budgets).
 */

export const UPLOAD_TIMEOUT_MS = 300_000;

export interface UploadOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * A multipart upload of the contract, by its name, its answer typed as `call`'s is. Through
 * XMLHttpRequest: fetch cannot report upload progress, and a player on mobile data needs to
 * see a slip or a video going up.
 */
export function upload<Name extends UploadName>(
  name: Name,
  form: FormData,
  options?: UploadOptions,
): Promise<ApiResult<CallAnswer<Name>>>;
export function upload(
  name: UploadName,
  form: FormData,
  options?: UploadOptions,
): Promise<ApiResult<unknown>> {
  const [method = '', path = ''] = name.split(' ');
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    for (const [name, value] of Object.entries(headers(false))) xhr.setRequestHeader(name, value);
    xhr.timeout = options?.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options?.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = { message: xhr.responseText.slice(0, 200) };
      }
      resolve(interpret(xhr.status, body, xhr.getResponseHeader('Retry-After')));
    };
    xhr.onerror = () => resolve({ ok: false, error: new ApiError('network', 'network') });
    xhr.ontimeout = () => resolve({ ok: false, error: new ApiError('timeout', 'timeout') });
    xhr.onabort = () => resolve({ ok: false, error: new ApiError('aborted', 'aborted') });
    options?.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
