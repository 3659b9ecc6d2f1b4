import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { authSession } from 'shared-core';
import { PopupMessageBar } from './popup-message-bar.tsx';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  authSession.getState().clearPopupMessage();
});

test('shows the message for 5 s, fades for 1 s, then clears it', () => {
  render(<PopupMessageBar />);
  act(() => authSession.getState().showPopupMessage('Ingelogd als an@example.be'));
  const bar = screen.getByRole('status');
  expect(bar).toHaveTextContent('Ingelogd als an@example.be');
  expect(bar).toHaveAttribute('aria-live', 'polite');
  expect(bar).toHaveStyle({ opacity: '1' });

  act(() => jest.advanceTimersByTime(4_999));
  expect(bar).toHaveStyle({ opacity: '1' });
  act(() => jest.advanceTimersByTime(1));
  expect(bar).toHaveStyle({ opacity: '0' });
  expect(bar).toHaveTextContent('Ingelogd als an@example.be');

  act(() => jest.advanceTimersByTime(1_000));
  expect(authSession.getState().popupMessage).toBeNull();
  expect(bar).toHaveTextContent('');
});

test('a new message starts its own 5 s', () => {
  render(<PopupMessageBar />);
  act(() => authSession.getState().showPopupMessage('Eerste'));
  act(() => jest.advanceTimersByTime(4_000));
  act(() => authSession.getState().showPopupMessage('Tweede'));
  act(() => jest.advanceTimersByTime(4_000));
  expect(screen.getByRole('status')).toHaveTextContent('Tweede');
  expect(screen.getByRole('status')).toHaveStyle({ opacity: '1' });
  act(() => jest.advanceTimersByTime(2_000));
  expect(authSession.getState().popupMessage).toBeNull();
});
