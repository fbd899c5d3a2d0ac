/**
 * The chat's input rules (docs/product.md#chat, "Input rules" and "Files"), pure so that
 * every edge is tested without a browser.
 */
export const CHAT_TEXT_MAX = 2000;
/** The counter shows from here on, so a player sees the limit coming. */
export const CHAT_COUNTER_FROM = 1800;
/** Alerts about a refused file go away after this long. */
export const FILE_ALERT_MS = 4000;

const MB = 1024 * 1024;

export type TextCheck = 'ok' | 'blank' | 'tooLong';

export function checkText(text: string): TextCheck {
  if (!text.trim()) return 'blank';
  if (text.length > CHAT_TEXT_MAX) return 'tooLong';
  return 'ok';
}

export interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** An input method (IME) is composing: its Enter confirms the word, it does not send. */
  isComposing?: boolean;
}

/** Enter sends; Enter with Shift, Ctrl, Alt or Meta (a new line) does not. */
export function isSendKey(event: KeyLike): boolean {
  return (
    event.key === 'Enter' &&
    !event.shiftKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.metaKey &&
    !event.isComposing
  );
}

export type FileKind = 'image' | 'video';

interface FileRule {
  kind: FileKind;
  mimeTypes: readonly string[];
  extensions: readonly string[];
  maxMb: number;
}

export const FILE_RULES: readonly FileRule[] = [
  {
    kind: 'image',
    mimeTypes: ['image/png', 'image/jpeg', 'image/jpg', 'image/gif'],
    extensions: ['png', 'jpeg', 'jpg', 'gif'],
    maxMb: 10,
  },
  {
    kind: 'video',
    mimeTypes: ['video/mp4', 'video/quicktime'],
    extensions: ['mp4', 'mov'],
    maxMb: 20,
  },
];

export type FileCheck =
  | { ok: true; kind: FileKind }
  | { ok: false; problem: 'unsupported' }
  | { ok: false; problem: 'tooLarge'; maxMb: number };

/** What a chosen file is, judged by its MIME type AND its extension (both must fit). */
export function checkFile(file: { name: string; type: string; size: number }): FileCheck {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const type = file.type.toLowerCase();
  const rule = FILE_RULES.find(
    (candidate) => candidate.mimeTypes.includes(type) && candidate.extensions.includes(extension),
  );
  if (!rule) return { ok: false, problem: 'unsupported' };
  if (file.size > rule.maxMb * MB) return { ok: false, problem: 'tooLarge', maxMb: rule.maxMb };
  return { ok: true, kind: rule.kind };
}

/** The file picker's hint: the same types, so the phone offers the right files first. */
export const FILE_ACCEPT = FILE_RULES.flatMap((rule) => [
  ...rule.mimeTypes,
  ...rule.extensions.map((extension) => `.${extension}`),
]).join(',');
