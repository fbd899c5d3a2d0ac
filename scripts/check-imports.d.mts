export interface SourceFile {
  path: string;
  text: string;
}
export function layerOf(path: string): {
  layer: string;
  feature?: string;
  folder?: string;
  top?: string;
};
export function checkFiles(
  files: SourceFile[],
  read?: (path: string) => string | undefined,
  brandIds?: readonly string[],
): string[];
export function brandIdsIn(root: string): string[];
export function checkTree(root: string): string[];
