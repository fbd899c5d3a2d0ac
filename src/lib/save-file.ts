/**
 * Handing a file to the phone: a download, or the share sheet where the browser can share
 * files (the phone's "save image" puts it in the gallery, where a bank app's
 * scan-from-gallery finds it).
 */

/** Whether this browser's share sheet takes files of this kind. */
export function canShareFile(file: File): boolean {
  try {
    return (
      typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] }) === true
    );
  } catch {
    return false;
  }
}

/**
 * Opens the share sheet with the file (and a title and text, where given); false when the
 * player closed it without sharing.
 */
export async function shareFile(
  file: File,
  words: Pick<ShareData, 'title' | 'text'> = {},
): Promise<boolean> {
  try {
    await navigator.share({ ...words, files: [file] });
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false;
    throw error;
  }
}

/** Saves the blob under `filename` through a download link. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the link's click; the address can go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
