import { type AnyCallRequest, type ApiResult, call, type RequestArgs } from '../client';
import type { CallName } from '../contract/calls';
import { AnswerShapeError, ShapeProblem } from './answer-shape-error';

/**
 * A call of the contract whose answer goes through its normaliser: features and domain see
 * one shape whatever variant the backend sent (docs/api.md#required-and-optional). The
 * normaliser reads the answer as `unknown`; one it cannot read resolves to an
 * AnswerShapeError naming the call and the field.
 */
export function normalised<Name extends CallName, T>(
  name: Name,
  normalise: (answer: unknown) => T,
  ...request: RequestArgs<Name>
): Promise<ApiResult<T>>;
// Not a rest parameter: the build would turn it into a loop over `arguments`.
export async function normalised<T>(
  name: CallName,
  normalise: (answer: unknown) => T,
  request?: AnyCallRequest,
): Promise<ApiResult<T>> {
  const settled = await call(name, request);
  if (!settled.ok) return settled;
  try {
    return { ok: true, data: normalise(settled.data) };
  } catch (problem) {
    const field = problem instanceof ShapeProblem ? problem.field : '';
    return { ok: false, error: new AnswerShapeError(name, field) };
  }
}
