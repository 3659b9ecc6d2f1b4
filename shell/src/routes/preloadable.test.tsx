// A page whose code loads on demand: a fallback until it has loaded, the page itself at once when its code was
// loaded first (a server-rendered page is hydrated that way, so the first render matches the HTML), and a failed
// load asked again.
import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { preloadable, type PageModule } from './preloadable.ts';

function Page() {
  return <h1>Zoek AI-tools</h1>;
}

/** A load the test answers when it wants to. */
function pendingLoad() {
  let answer!: (module: PageModule) => void;
  const load = jest.fn(() => new Promise<PageModule>((resolve) => (answer = resolve)));
  return { load, answer: (module: PageModule) => answer(module) };
}

/** Renders the page in a Suspense boundary, counting how often its fallback was shown. */
function renderPage(Preloaded: ComponentType) {
  const fallbacks = { shown: 0 };
  function Fallback() {
    fallbacks.shown += 1;
    return <p>Laden…</p>;
  }
  render(
    <Suspense fallback={<Fallback />}>
      <Preloaded />
    </Suspense>,
  );
  return fallbacks;
}

test('before its code has loaded the page suspends: the fallback, then the page', async () => {
  const { load, answer } = pendingLoad();
  const { Page: Preloadable } = preloadable(load, 'catalogue/tool-search-page');
  await act(async () => {
    renderPage(Preloadable);
  });
  expect(screen.getByText('Laden…')).toBeInTheDocument();
  await act(async () => answer({ default: Page }));
  expect(screen.getByRole('heading', { name: 'Zoek AI-tools' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('after preload() the page renders at once: no fallback, not even for a moment, and no second load', async () => {
  const load = jest.fn(async (): Promise<PageModule> => ({ default: Page }));
  const { Page: Preloadable, preload } = preloadable(load, 'catalogue/tool-search-page');
  await preload();
  let fallbacks = { shown: -1 };
  act(() => {
    fallbacks = renderPage(Preloadable);
  });
  expect(screen.getByRole('heading', { name: 'Zoek AI-tools' })).toBeInTheDocument();
  expect(fallbacks.shown).toBe(0);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load is not kept: the next preload asks again, and the page then renders at once', async () => {
  const load = jest
    .fn<() => Promise<PageModule>>()
    .mockRejectedValueOnce(new Error('remoteEntry.js is onbereikbaar'))
    .mockResolvedValue({ default: Page });
  const { Page: Preloadable, preload } = preloadable(load, 'catalogue/tool-search-page');
  await expect(preload()).rejects.toThrow('remoteEntry.js is onbereikbaar');
  await preload();
  expect(load).toHaveBeenCalledTimes(2);
  let fallbacks = { shown: -1 };
  act(() => {
    fallbacks = renderPage(Preloadable);
  });
  expect(screen.getByRole('heading', { name: 'Zoek AI-tools' })).toBeInTheDocument();
  expect(fallbacks.shown).toBe(0);
});

test('a module without a page is a failed load too, and asked again', async () => {
  const load = jest.fn<() => Promise<PageModule | null>>().mockResolvedValueOnce(null).mockResolvedValue({ default: Page });
  const { preload } = preloadable(load, 'catalogue/tool-search-page');
  await expect(preload()).rejects.toThrow('catalogue/tool-search-page did not load');
  await preload();
  expect(load).toHaveBeenCalledTimes(2);
});

test('loads started at the same time share one load', async () => {
  const { load, answer } = pendingLoad();
  const { preload } = preloadable(load, 'forum/faq-page');
  const both = Promise.all([preload(), preload()]);
  answer({ default: Page });
  await both;
  expect(load).toHaveBeenCalledTimes(1);
});
