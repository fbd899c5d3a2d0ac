import { type TSchema, Type } from 'typebox';

/**
 * Building blocks of the API contract (docs/api.md#wire-format). Every schema here is plain
 * JSON Schema: the sandbox validates and serializes with it, @fastify/swagger turns it into
 * docs/openapi.json, scripts/check-backend.mts validates an operator's answers with it, and
 * the wallet derives its types from it with `Static` (type-only imports: no schema code
 * reaches the bundle).
 */

/**
 * Keyword of an amount: at most this many decimals. `multipleOf: 0.01` is float-unsafe
 * (1.1 % 0.01 is not 0), so validators register this keyword with an exact check in
 * integer satang, `exactSatang` of src/domain/money.ts (server/lib/schema-validation.ts,
 * scripts/check-backend.mts). OpenAPI readers see it as a vendor extension.
 */
export const DECIMALS_KEYWORD = 'x-decimals';

/** An amount in baht (or kip): a JSON number with at most 2 decimals, never a string or satang. */
export const Amount = (description = 'amount in baht or kip, at most 2 decimals') =>
  Type.Number({ [DECIMALS_KEYWORD]: 2, description });

/** An ISO 8601 time in UTC (`2024-05-01T08:30:00.000Z`). */
export const IsoTime = (description = 'ISO 8601 time, UTC') =>
  Type.String({ format: 'date-time', description });

/** `"OK"` of the wire format. */
export const Ok = Type.Object(
  { success: Type.Literal(true), message: Type.Literal('SUCCESS') },
  { description: 'OK' },
);

/** `{success: true}` of the registration calls. */
export const SuccessResult = Type.Object({ success: Type.Literal(true) });

/** `{success, message}` answers whose message is a catalogue code. */
export const MessageResult = Type.Object({ success: Type.Boolean(), message: Type.String() });

/**
 * What some refusals add to their code (docs/api.md#wire-format): `left`, what may still be
 * deposited, of `DEPOSIT_LIMIT` (docs/api.md#deposit-limits); `until`, when the account
 * opens again, of `SELF_EXCLUDED` (docs/api.md#self-exclusion).
 */
export const ErrorDetails = Type.Object({
  left: Type.Optional(Amount('DEPOSIT_LIMIT: what may still be deposited')),
  until: Type.Optional(IsoTime('SELF_EXCLUDED: when the break or exclusion ends')),
});

/** Body of a refusal: a code of the catalogue (docs/product.md#error-catalogue). */
export const ErrorBody = Type.Object({
  message: Type.String(),
  details: Type.Optional(ErrorDetails),
});

/** A refusal body naming the codes one call may answer (shown in OpenAPI, checked by the conformance check). */
export const ErrorOf = (codes: readonly string[]) =>
  Type.Object({
    message: Type.String({ enum: [...codes] }),
    details: Type.Optional(ErrorDetails),
  });

/**
 * Keyword of the sandbox's own, full shape (docs/api.md#required-and-optional): `required` on
 * a field the wallet does not need (optional in the contract, always sent by the sandbox),
 * `variant` on an accepted value the sandbox never sends. `sandboxShape`
 * (src/api/contract/sandbox-shape.ts) derives the full shape from the one contract schema:
 * check-backend FAILs an answer that does not fit the contract and WARNs one that fits it
 * but not the sandbox's shape.
 */
export const SANDBOX_KEYWORD = 'x-sandbox';

// A copy with one keyword more is still the schema T, which a spread's type does not say.
const marked = <T extends TSchema>(schema: T, mark: 'required' | 'variant'): T =>
  ({ ...schema, [SANDBOX_KEYWORD]: mark }) as T;

/** A field the wallet does not need: optional for operators, always sent by the sandbox. */
export const Unread = <T extends TSchema>(schema: T) => Type.Optional(marked(schema, 'required'));

/** A value the spec leaves open that the wallet accepts and the sandbox never sends. */
export const Variant = <T extends TSchema>(schema: T): T => marked(schema, 'variant');

/** The currency a member registers with (what the wallet sends). */
export const Currency = Type.Union([Type.Literal('LAK'), Type.Literal('BAHT')]);

/** A currency in an answer: `THB`, as a backend written from the spec may send, is baht. */
export const AnswerCurrency = Type.Union([
  Type.Literal('LAK'),
  Type.Literal('BAHT'),
  Variant(Type.Literal('THB')),
]);

export const BankName = Type.Object({
  nameTH: Type.String(),
  nameEN: Type.String(),
  /** Lao name; optional for operators (docs/api.md#lookups). */
  nameLA: Type.Optional(Type.String()),
});

/** `{page, limit}` of the paged lists: page from 1, limit 1 to 100 (defaults 1 and 10 in the sandbox). */
export const PagePayload = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

/** A path parameter: non-empty, at most `max` characters. */
export const PathText = (max = 100) => Type.String({ minLength: 1, maxLength: max });

export const Banner = Type.Object({ image: Type.String(), html: Type.String() });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
