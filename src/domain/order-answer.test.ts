import { ApiError, type ApiResult } from '../api';
import { answerOf } from './order-answer';

const failed = (error: ApiError): ApiResult<unknown> => ({ ok: false, error });

describe('answerOf: is an answer to a money order definite?', () => {
  it('a success is done', () => {
    expect(answerOf({ ok: true, data: { success: true } })).toBe('done');
  });

  it('a catalogue code is a definite refusal, whatever the status', () => {
    expect(answerOf(failed(new ApiError('server', 'MONEY_NOT_ENOUGH', 400)))).toBe('refused');
    expect(answerOf(failed(new ApiError('server', 'TRANSFER_FAIL', 503)))).toBe('refused');
    expect(answerOf(failed(new ApiError('server', 'IDEMPOTENCY_KEY_REUSED', 422)))).toBe('refused');
    expect(answerOf(failed(new ApiError('invalid-token', 'invalid-token', 401)))).toBe('refused');
  });

  it('no answer, or a 5xx without a catalogue code, is unclear', () => {
    expect(answerOf(failed(new ApiError('network', 'network')))).toBe('unclear');
    expect(answerOf(failed(new ApiError('timeout', 'timeout')))).toBe('unclear');
    expect(answerOf(failed(new ApiError('server', 'HTTP_502', 502)))).toBe('unclear');
    expect(answerOf(failed(new ApiError('server', '<html>Bad gateway', 504)))).toBe('unclear');
  });

  it('a server error that says nothing about the order, or an order still running, is unclear', () => {
    expect(answerOf(failed(new ApiError('server', 'INTERNAL_SERVER_ERROR', 500)))).toBe('unclear');
    expect(answerOf(failed(new ApiError('server', 'IDEMPOTENCY_KEY_IN_USE', 409)))).toBe('unclear');
  });

  it('a 4xx without a catalogue code is a refusal (the backend turned the request away)', () => {
    expect(answerOf(failed(new ApiError('server', 'HTTP_404', 404)))).toBe('refused');
  });
});
