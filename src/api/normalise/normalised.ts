import type { ApiResult } from '../client';
import { AnswerShapeError, ShapeProblem } from './answer-shape-error';

/**
 * A call's answer through its normaliser: features and domain see one shape whatever
 * variant the backend sent (docs/api.md#required-and-optional). An answer that cannot be
 * read resolves to an AnswerShapeError naming the call and the field.
 */
export async function normalised<T>(
  call: string,
  result: Promise<ApiResult<unknown>>,
  normalise: (answer: unknown) => T,
): Promise<ApiResult<T>> {
  const settled = await result;
  if (!settled.ok) return settled;
  try {
    return { ok: true, data: normalise(settled.data) };
  } catch (problem) {
    if (problem instanceof ShapeProblem) {
      return { ok: false, error: new AnswerShapeError(call, problem.field) };
    }
    return { ok: false, error: new AnswerShapeError(call, '') };
  }
}
