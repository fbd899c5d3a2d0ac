/**
 * What the slip upload accepts (docs/api.md#slip-upload): png, jpg, jpeg or gif, at most
 * 10 MB. The wallet checks before sending, so a player on mobile data never waits for an
 * upload the server will refuse.
 */
export const SLIP_MAX_BYTES = 10 * 1024 * 1024;
const SLIP_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'gif'];
const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

/**
 * The name a slip is sent under: its own when its extension is one the server takes; a
 * camera photo whose name lacks one (some Android cameras) gets its type's; null when the
 * file is of no accepted type.
 */
export function slipUploadName(file: Pick<File, 'name' | 'type'>): string | null {
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (extension && SLIP_EXTENSIONS.includes(extension)) return file.name;
  const byType = EXTENSION_OF_TYPE[file.type.toLowerCase()];
  if (!byType) return null;
  const base = file.name.replace(/\.[^./\\]*$/, '').trim();
  return `${base || 'slip'}.${byType}`;
}

export type SlipFileProblem = 'invalid' | 'tooLarge';

/** Why a (prepared) file cannot go up, or null. */
export function slipFileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
): SlipFileProblem | null {
  if (!slipUploadName(file)) return 'invalid';
  if (file.size > SLIP_MAX_BYTES) return 'tooLarge';
  return null;
}
