import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import LinkedInCallbackPage from './linkedin-callback-page.tsx';

afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

test('hands code and state to the opener, for this origin only, and closes', () => {
  const postMessage = jest.fn();
  Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
  const close = jest.spyOn(window, 'close').mockImplementation(() => {});
  window.history.replaceState(null, '', '/linkedin?code=abc&state=xyz');

  const { container } = render(<LinkedInCallbackPage />);

  expect(postMessage).toHaveBeenCalledWith(
    { type: 'linkedin-callback', code: 'abc', state: 'xyz', error: null, errorDescription: null },
    window.location.origin,
  );
  expect(close).toHaveBeenCalled();
  expect(container).toBeEmptyDOMElement();
});

test('passes an error on as well', () => {
  const postMessage = jest.fn();
  Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
  jest.spyOn(window, 'close').mockImplementation(() => {});
  window.history.replaceState(null, '', '/linkedin?error=user_cancelled_login&error_description=Geannuleerd');
  render(<LinkedInCallbackPage />);
  expect(postMessage).toHaveBeenCalledWith(expect.objectContaining({ error: 'user_cancelled_login', code: null }), window.location.origin);
});
