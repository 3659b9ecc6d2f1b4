// The error codes are one list (ERROR_CODES of shared/contracts): the schema of the error body, the OpenAPI document
// and every answer of the error handler name only codes from it, so a screen comparing a code never waits for one
// the API cannot send.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorBodySchema, ERROR_CODES, ErrorCodeSchema } from 'shared/contracts';
import { createTestApp } from '../../test/app.ts';
import { ApiError, coolDown, forbidden, notFound, unauthorized, validationFailed } from './api-error.ts';
import { sendError, sendFrameworkError, sendNotFound, toErrorResponse } from './error-handler.ts';

const listed: ReadonlySet<string> = new Set(ERROR_CODES);

/** A reply that keeps what was sent, for the handlers that answer without Fastify's help. */
function capturingReply(): { reply: FastifyReply; sent: () => { status: number; body: { code: string } } } {
  let status = 0;
  let body: { code: string } = { code: '' };
  const reply = {
    request: { id: 'req-1' },
    code(value: number) {
      status = value;
      return reply;
    },
    type: () => reply,
    send(value: { code: string }) {
      body = value;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, sent: () => ({ status, body }) };
}

const request = { id: 'req-1', log: { error: () => undefined, info: () => undefined } } as unknown as FastifyRequest;

test('the error body schema enumerates exactly the listed codes, each once', () => {
  expect(ErrorCodeSchema.enum).toEqual([...ERROR_CODES]);
  expect(ApiErrorBodySchema.properties.code).toBe(ErrorCodeSchema);
  expect(listed.size).toBe(ERROR_CODES.length);
});

test('the OpenAPI document lists the codes of the error body', async () => {
  const t = await createTestApp('sqlite');
  try {
    const document = JSON.stringify((await t.get('/api/docs/json')).body);
    expect(document).toContain(JSON.stringify([...ERROR_CODES]));
  } finally {
    await t.close();
  }
});

describe('the error handler answers only listed codes', () => {
  const thrown: Array<[string, unknown]> = [
    ['a service’s 404', notFound()],
    ['the access gate’s 401', unauthorized()],
    ['the access gate’s 403', forbidden()],
    ['a broken rule', validationFailed('body.name', 'is leeg')],
    ['a cool-down', coolDown(3)],
    ['a schema’s refusal', Object.assign(new Error('bad'), { validation: [{ instancePath: '/limit', message: 'is te groot' }], validationContext: 'querystring' })],
    ['a unique violation of SQLite', Object.assign(new Error('UNIQUE'), { errcode: 2067 })],
    ['a unique violation of PostgreSQL', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a foreign key violation of SQLite', Object.assign(new Error('FOREIGN KEY'), { errcode: 787 })],
    ['a foreign key violation of PostgreSQL', Object.assign(new Error('violates foreign key'), { code: '23503' })],
    ['a plain fault', new Error('boom')],
    ['a thrown string', 'boom'],
    ['a thrown null', null],
  ];

  test.each(thrown)('%s', (_what, error) => {
    const { status, body } = toErrorResponse(error);
    expect(listed.has(body.code)).toBe(true);
    expect(status).toBeGreaterThanOrEqual(400);

    const { reply, sent } = capturingReply();
    sendError(error, request, reply);
    expect(listed.has(sent().body.code)).toBe(true);
  });

  test('a framework error of any status', () => {
    for (let statusCode = 100; statusCode < 600; statusCode += 1) {
      const { status, body } = toErrorResponse(Object.assign(new Error('x'), { statusCode }));
      expect([statusCode, listed.has(body.code), status >= 400]).toEqual([statusCode, true, true]);
    }
  });

  test('an ApiError keeps its code', () => {
    for (const code of ERROR_CODES) expect(toErrorResponse(new ApiError(418, code, 'x')).body.code).toBe(code);
  });

  test('an unknown route and a request Fastify refuses before routing', () => {
    const notFoundReply = capturingReply();
    sendNotFound(notFoundReply.reply);
    expect(notFoundReply.sent()).toEqual({ status: 404, body: expect.objectContaining({ code: 'NOT_FOUND' }) });

    for (const code of ['FST_ERR_BAD_URL', 'FST_ERR_ASYNC_CONSTRAINT']) {
      const { reply, sent } = capturingReply();
      sendFrameworkError(Object.assign(new Error('x'), { code }) as FastifyError, request, reply);
      expect(listed.has(sent().body.code)).toBe(true);
    }
  });
});
