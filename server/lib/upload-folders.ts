import { rmSync } from 'node:fs';
import { join } from 'node:path';

/** Sub-folders of the upload dir the sandbox writes (slip images, chat files). */
export const UPLOAD_FOLDERS = ['slips', 'chat'] as const;

/** Deletes stored uploads, as a reset drops the rows that point at them. */
export function clearUploads(uploadDir: string): void {
  for (const folder of UPLOAD_FOLDERS)
    rmSync(join(uploadDir, folder), { recursive: true, force: true });
}
