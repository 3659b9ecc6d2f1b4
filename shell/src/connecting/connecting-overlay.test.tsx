import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { HEALTH_RETRY_MS } from 'shared';
import { messages } from '../messages.ts';
import { ConnectingGate } from './connecting-overlay.tsx';
import { json, stubFetch } from '../test/shell-test-kit.tsx';

const text = messages.shell.connecting;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Lets the pending fetch promise chain settle under fake timers. */
async function settle() {
  await act(async () => {
    for (let round = 0; round < 10; round += 1) await Promise.resolve();
  });
}

test('covers the app until the health check answers, retrying every 30 s', async () => {
  jest.useFakeTimers();
  let serverUp = false;
  const api = stubFetch({
    'health/ping': () => (serverUp ? json({ status: 'ok' }) : json({ code: 'UNAVAILABLE', message: 'x' }, 503)),
  });
  render(
    <ConnectingGate>
      <button>app</button>
    </ConnectingGate>,
  );
  expect(screen.getByRole('dialog', { name: text.title })).toHaveTextContent(text.note);
  await settle();
  expect(api.requestsTo('health/ping')).toHaveLength(1);
  expect(screen.getByRole('dialog', { name: text.title })).toBeInTheDocument();
  expect(screen.getByText('app').closest('[inert]')).not.toBeNull();

  await act(async () => jest.advanceTimersByTime(HEALTH_RETRY_MS - 1));
  expect(api.requestsTo('health/ping')).toHaveLength(1);
  serverUp = true;
  await act(async () => jest.advanceTimersByTime(1));
  await settle();
  expect(api.requestsTo('health/ping')).toHaveLength(2);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('app').closest('[inert]')).toBeNull();
});

test('keeps retrying while the server does not answer at all', async () => {
  jest.useFakeTimers();
  const api = stubFetch({ 'health/ping': () => Promise.reject(new TypeError('fetch failed')) });
  render(<ConnectingGate>app</ConnectingGate>);
  await settle();
  for (let attempt = 2; attempt <= 3; attempt += 1) {
    await act(async () => jest.advanceTimersByTime(HEALTH_RETRY_MS));
    await settle();
    expect(api.requestsTo('health/ping')).toHaveLength(attempt);
  }
  expect(screen.getByRole('dialog', { name: text.title })).toBeInTheDocument();
});
