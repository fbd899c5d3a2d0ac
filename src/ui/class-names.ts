/** The class names that are set, space-separated: `cx(styles.tile, active && styles.active)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
