// The outside scoring service's adapter against a stand-in HTTP server on the loopback: SPEC §7's payload with the
// bearer key, and every way it can fail (slow, an error status, not JSON, JSON without a rate, unreachable).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NoShowEvent } from 'shared/contracts';
import { createExternalModel, rateInAnswer } from './external-model.ts';

const event: NoShowEvent = {
  Temperature: 21.5,
  Reminder: true,
  Parking: false,
  'Public transport access': 'easy',
  Paid: true,
  'Weather Description': 'clear_skies',
  'Event Type': 'launch',
  'Attendance Type': 'both',
  Timing: 'afternoon',
  Catering: true,
};

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

describe('the outside No Show model', () => {
  let server: Server;
  let url: string;
  let handle: Handler;
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        handle(request, body, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/score`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
  });

  const answer = (status: number, body: string, delayMs = 0): Handler => (_request, _body, response) => {
    setTimeout(() => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    }, delayMs);
  };

  test('sends an array holding the one event with the key as bearer, and reads the rate', async () => {
    handle = answer(200, JSON.stringify({ predictions: [0.31] }));
    expect(await createExternalModel({ url, key: 'geheime-sleutel' })(event)).toEqual({ rate: 0.31 });
    expect(JSON.parse(received[0]!.body)).toEqual([event]);
    expect(received[0]!.headers.authorization).toBe('Bearer geheime-sleutel');
    expect(received[0]!.headers['content-type']).toBe('application/json');
  });

  test('without a key no credential is sent', async () => {
    handle = answer(200, '0.2');
    expect(await createExternalModel({ url })(event)).toEqual({ rate: 0.2 });
    expect(received[0]!.headers.authorization).toBeUndefined();
  });

  test('an answer slower than the limit is a failure, in time', async () => {
    handle = answer(200, '0.2', 1_000);
    const started = performance.now();
    expect(await createExternalModel({ url, timeoutMs: 200 })(event)).toEqual({ failure: 'het externe model antwoordde niet binnen 0,2 s' });
    expect(performance.now() - started).toBeLessThan(900);
  });

  test.each([
    ['an error status', answer(500, '{"error":"kapot"}'), 'het externe model antwoordde 500'],
    ['no JSON', answer(200, '<html>'), 'het externe model gaf geen geldig antwoord'],
    ['JSON without a rate', answer(200, '{"score":"hoog"}'), 'het externe model gaf geen geldig antwoord'],
    ['a rate outside 0–1', answer(200, '[37]'), 'het externe model gaf geen geldig antwoord'],
  ])('%s is a failure with its reason', async (_what, handler, failure) => {
    handle = handler;
    expect(await createExternalModel({ url })(event)).toEqual({ failure });
  });

  test('an address where nothing listens is a failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await createExternalModel({ url: `http://127.0.0.1:${port}/` })(event)).toEqual({ failure: 'het externe model is niet bereikbaar' });
  });

  test('the shapes of answer it understands', () => {
    expect(rateInAnswer(0.4)).toBe(0.4);
    expect(rateInAnswer([0.4])).toBe(0.4);
    expect(rateInAnswer({ noShowRate: 0.4 })).toBe(0.4);
    expect(rateInAnswer({ Results: [0.4] })).toBe(0.4);
    expect(rateInAnswer([0.4, 0.5])).toBeNull();
    expect(rateInAnswer(Number.NaN)).toBeNull();
    expect(rateInAnswer('0.4')).toBeNull();
    expect(rateInAnswer(null)).toBeNull();
  });
});
