// What the tests derive from the message files: a text as the screen shows it, and a
// pattern that matches a text exactly as written.

/** An ICU message with simple `{name}` placeholders filled in, as react-intl renders it. */
export function fill(message: string | undefined, values: Record<string, string | number>): string {
  return (message ?? '').replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** `text` with every character a regular expression treats specially escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
