import { SANDBOX_KEYWORD } from './primitives';

/**
 * The sandbox's own, full shape of a contract schema (docs/api.md#required-and-optional):
 * every field marked `Unread` required again, every `Variant` dropped from its union. The
 * contract schema says what the wallet needs; this one what the sandbox sends, so
 * scripts/backend-check.ts tells a backend that breaks the wallet (FAIL) from one that only
 * differs from the sandbox (WARN) with one schema source.
 */
export function sandboxShape(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(sandboxShape);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = sandboxShape(value);
  // A JSON Schema's `properties`: a schema per name (the walk above kept them as they were).
  const properties = copy.properties as Record<string, Record<string, unknown>> | undefined;
  if (copy.type === 'object' && properties) {
    const extra = Object.keys(properties).filter(
      (name) => properties[name]?.[SANDBOX_KEYWORD] === 'required',
    );
    const required = new Set([...((copy.required as string[] | undefined) ?? []), ...extra]);
    if (required.size > 0) copy.required = [...required];
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const members = copy[keyword];
    if (Array.isArray(members)) {
      copy[keyword] = members.filter(
        (member: Record<string, unknown>) => member?.[SANDBOX_KEYWORD] !== 'variant',
      );
    }
  }
  return copy;
}
