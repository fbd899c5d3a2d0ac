import type Ajv from 'ajv';
import { DECIMALS_KEYWORD } from '../../src/api/contract/primitives';
import { exactSatang } from '../../src/domain/rules/money';

/**
 * The amount keyword of the contract (src/api/contract/primitives.ts): AJV learns it here,
 * for the sandbox's own validation and for scripts/check-backend.mts alike. Exact, in
 * integer satang: a relative tolerance once let `125050.001` pass from 10,000 baht up.
 */
export function addContractKeywords(ajv: Ajv): Ajv {
  ajv.addKeyword({
    keyword: DECIMALS_KEYWORD,
    type: 'number',
    schemaType: 'number',
    validate: (_decimals: number, value: number) => exactSatang(value) !== null,
    errors: false,
  });
  return ajv;
}

/** Fastify's AJV options of the sandbox: payloads as sent (a "5" is not an amount), and the amount keyword. */
export const SANDBOX_AJV = {
  customOptions: { coerceTypes: false as const },
  plugins: [addContractKeywords],
};

/** An AJV error as much as the mapping needs. */
export interface SchemaProblem {
  keyword: string;
  instancePath: string;
}

function valueAt(data: unknown, pointer: string): unknown {
  if (!pointer) return data;
  let value = data;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The catalogue code of a refused payload (docs/api.md#codes-and-behaviour-the-sandbox-chose):
 * a missing field, or one sent null, empty or blank, is KEY_MISSING; anything else (wrong
 * type, out of range, too long, more than 2 decimals) is KEY_INVALID.
 */
export function codeOfSchemaProblem(
  problem: SchemaProblem,
  data: unknown,
): 'KEY_MISSING' | 'KEY_INVALID' {
  if (problem.keyword === 'required') return 'KEY_MISSING';
  const value = valueAt(data, problem.instancePath);
  if (value === null || value === undefined) return 'KEY_MISSING';
  if (typeof value === 'string' && value.trim() === '') return 'KEY_MISSING';
  return 'KEY_INVALID';
}
