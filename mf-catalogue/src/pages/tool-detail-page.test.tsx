import { jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authSession, MemoryRouter, Route, Routes } from 'shared-core';
import ToolDetailPage from './tool-detail-page.tsx';
import { apiError, fakeApi, json, list, type FakeApi } from 'shared/testing/fake-api';
import { provider, reviews, tool, toolKeywords } from '../test/fixtures.ts';

const synthesia = tool({
  id: 12,
  name: 'Synthesia',
  eventprocess: 'post-event',
  kind: 'AI-video met avatars',
  description: 'Maak van een script een video met een digitale presentator, in meer dan 120 talen.',
  complexity: 'Laag: werkt in de browser met sjablonen.',
  roi: 'Een aftermovie of samenvatting zonder cameraploeg.',
  price: 'Gratis proefversie; betaalde plannen per maand.',
  origin: 'GB',
  detailsUrl: 'www.synthesia.io',
  useCaseUrl: 'https://www.synthesia.io/case-studies/events.pdf',
  provider_id: 12,
});

function toolApi(overrides: Partial<typeof synthesia> = {}): FakeApi {
  return fakeApi()
    .on('aiTools/12', json({ ...synthesia, ...overrides }))
    .on('aiToolKeywords/aiTool/12', list(toolKeywords))
    .on('reviews/AI-tool/12', list(reviews))
    .on('providers/12', json(provider));
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Startpagina</p>} />
        <Route path="/AI-tool/NoShowTool" element={<p>No Show Tool</p>} />
        <Route path="/AI-tool/:id" element={<ToolDetailPage />} />
        <Route path="/ai-tool/:id" element={<ToolDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  authSession.getState().signOut();
});

describe('tool detail page: read view (SPEC §2)', () => {
  test('shows every field of the tool', async () => {
    const api = toolApi();
    renderAt('/AI-tool/12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Synthesia' })).toBeInTheDocument();
    expect(screen.getByText('Post-event')).toBeInTheDocument();
    expect(screen.getByText('AI-video met avatars')).toBeInTheDocument();
    const description = screen.getByRole('region', { name: 'Beschrijving' });
    expect(description).toHaveTextContent('Maak van een script een video met een digitale presentator');
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      Complexiteit: 'Laag: werkt in de browser met sjablonen.',
      Rendement: 'Een aftermovie of samenvatting zonder cameraploeg.',
      Prijs: 'Gratis proefversie; betaalde plannen per maand.',
      Oorsprong: 'Verenigd Koninkrijk',
    });
    expect(screen.getByRole('link', { name: /Detailpagina van de AI-tool/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Use case \(PDF\)/ })).toHaveAttribute(
      'href',
      'https://www.synthesia.io/case-studies/events.pdf',
    );
    expect(screen.getByText(/De informatie op deze pagina is gebaseerd op de website van de provider en\/of/)).toBeInTheDocument();
    expect(api.requests.map((url) => url.pathname).sort()).toEqual([
      '/api/aiToolKeywords/aiTool/12',
      '/api/aiTools/12',
      '/api/aiTools/12/related',
      '/api/providers/12',
      '/api/reviews/AI-tool/12',
    ]);
  });

  test("'Vergelijkbare AI-tools' shows the related tools as cards leading to their pages; none, no section", async () => {
    toolApi().on('aiTools/12/related', list([tool({ id: 3, name: 'Odoo Events' }), tool({ id: 4, name: 'Canva' })]));
    renderAt('/AI-tool/12');
    const related = await screen.findByRole('region', { name: 'Vergelijkbare AI-tools' });
    expect(within(related).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Odoo Events', 'Canva']);
    expect(within(related).getByRole('link', { name: /Canva/ })).toHaveAttribute('href', '/AI-tool/4');

    cleanup();
    toolApi().on('aiTools/12/related', list([]));
    renderAt('/AI-tool/12');
    await screen.findByRole('heading', { level: 1, name: 'Synthesia' });
    expect(screen.queryByRole('region', { name: 'Vergelijkbare AI-tools' })).not.toBeInTheDocument();
  });

  test("lists the keywords, capitalised, under 'Eigenschappen'", async () => {
    toolApi();
    renderAt('/AI-tool/12');
    const keywords = await screen.findByRole('region', { name: 'Eigenschappen' });
    expect(within(keywords).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tekstgeneratie',
      'Planning',
      'Sociale media',
    ]);
  });

  test('shows the provider contact block: name, e-mail, phone, website and logo', async () => {
    toolApi();
    renderAt('/AI-tool/12');
    const contact = await screen.findByRole('region', { name: 'Contact' });
    expect(contact).toHaveTextContent('Synthesia');
    expect(within(contact).getByRole('link', { name: 'info@synthesia.io' })).toHaveAttribute('href', 'mailto:info@synthesia.io');
    expect(within(contact).getByRole('link', { name: '+44 20 3318 1220' })).toHaveAttribute('href', 'tel:+442033181220');
    const website = within(contact).getByRole('link', { name: /www\.synthesia\.io/ });
    expect(website).toHaveAttribute('href', 'https://www.synthesia.io');
    expect(website).toHaveAttribute('target', '_blank');
    expect(within(contact).getByRole('img', { name: 'Logo van Synthesia' })).toHaveAttribute('src', '/demo-logos/synthesia.svg');
  });

  test('a provider that cannot be read leaves out the contact block, not the tool', async () => {
    toolApi().on('providers/12', apiError(404, 'NOT_FOUND'));
    renderAt('/AI-tool/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Synthesia' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact' })).not.toBeInTheDocument();
  });

  test('shows the reviews with stars, author and Brussels time', async () => {
    toolApi();
    renderAt('/AI-tool/12');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    const [first, second] = within(section).getAllByRole('article');
    expect(first).toHaveAccessibleName('Review van An Peeters');
    expect(within(first).getByRole('img', { name: '4 van de 5 sterren' })).toBeInTheDocument();
    // 14:05 UTC in November is 15:05 in Brussels
    expect(first).toHaveTextContent('20/11/2026 15:05u');
    expect(first).toHaveTextContent('Onze aftermovie stond in drie talen online binnen het uur.');
    expect(second).toHaveAccessibleName('Review van Jeroen de Vries');
    expect(within(second).getByRole('img', { name: '2 van de 5 sterren' })).toBeInTheDocument();
    // 23:30 UTC on 1 July is 01:30 on 2 July in Brussels (summer time)
    expect(second).toHaveTextContent('02/07/2026 01:30u');
  });

  test('a tool without reviews says so', async () => {
    toolApi().on('reviews/AI-tool/12', list([]));
    renderAt('/AI-tool/12');
    expect(await screen.findByText('Er zijn nog geen reviews voor deze AI-tool.')).toBeInTheDocument();
  });

  test("asks anonymous visitors to log in; the Login button calls the session's login", async () => {
    const user = userEvent.setup({ delay: null });
    toolApi();
    const { login } = authSession.getState();
    const shellLogin = jest.fn();
    authSession.setState({ login: shellLogin });
    renderAt('/AI-tool/12');

    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(section).getByText('Je moet ingelogd zijn om een review te kunnen plaatsen.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'LOGIN' }));
    expect(shellLogin).toHaveBeenCalledTimes(1);
    act(() => authSession.setState({ login }));
  });

  test('a logged-in user gets no login prompt', async () => {
    authSession.getState().signIn({ accessToken: 'token', id: 3, email: 'an@example.com', firstname: 'An', lastname: 'Peeters', roles: ['user'] });
    toolApi();
    renderAt('/AI-tool/12');
    await screen.findByRole('region', { name: 'Reviews' });
    expect(screen.queryByText('Je moet ingelogd zijn om een review te kunnen plaatsen.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'LOGIN' })).not.toBeInTheDocument();
  });
});

describe('tool detail page: URL rules (SPEC §2)', () => {
  test("a 'www' address gets http:// and opens in a new tab", async () => {
    toolApi();
    renderAt('/AI-tool/12');
    const link = await screen.findByRole('link', { name: /Detailpagina van de AI-tool/ });
    expect(link).toHaveAttribute('href', 'http://www.synthesia.io');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Detailpagina van de AI-tool (opent in een nieuw tabblad)');
  });

  test('an address with a scheme is kept and opens in a new tab', async () => {
    toolApi({ detailsUrl: 'https://www.synthesia.io/features' });
    renderAt('/AI-tool/12');
    const link = await screen.findByRole('link', { name: /Detailpagina van de AI-tool/ });
    expect(link).toHaveAttribute('href', 'https://www.synthesia.io/features');
    expect(link).toHaveAttribute('target', '_blank');
  });

  test("an address containing '/AI-tool/' is an internal link to the No Show Tool", async () => {
    const user = userEvent.setup({ delay: null });
    toolApi({ detailsUrl: 'https://roadmap.example.org/AI-tool/NoShowTool' });
    renderAt('/AI-tool/12');
    const link = await screen.findByRole('link', { name: 'Detailpagina van de AI-tool' });
    expect(link).toHaveAttribute('href', '/AI-tool/NoShowTool');
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(screen.getByText('No Show Tool')).toBeInTheDocument();
  });

  test('no use-case link when the tool has none', async () => {
    toolApi({ useCaseUrl: '' });
    renderAt('/AI-tool/12');
    await screen.findByRole('link', { name: /Detailpagina van de AI-tool/ });
    expect(screen.queryByRole('link', { name: /Use case/ })).not.toBeInTheDocument();
  });
});

describe('tool detail page: clicks to the website are counted', () => {
  const websiteClicks = (api: FakeApi) => api.writes.filter((write) => write.path === 'insights/events').map((write) => write.body);

  test('a click, Enter and a middle click on the website link each count, and none stops the link', async () => {
    const user = userEvent.setup({ delay: null });
    const api = toolApi().on('insights/events', new Response(null, { status: 204 }));
    renderAt('/AI-tool/12');
    const link = await screen.findByRole('link', { name: /Detailpagina van de AI-tool/ });

    expect(fireEvent.click(link)).toBe(true);
    await waitFor(() => expect(websiteClicks(api)).toEqual([{ kind: 'website', toolId: 12 }]));

    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(websiteClicks(api)).toHaveLength(2));

    expect(fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }))).toBe(true);
    await waitFor(() => expect(websiteClicks(api)).toHaveLength(3));
    // the right button only opens the context menu
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 2 }));
    // the use case is a document, not the website
    fireEvent.click(screen.getByRole('link', { name: /Use case \(PDF\)/ }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(websiteClicks(api)).toEqual([
      { kind: 'website', toolId: 12 },
      { kind: 'website', toolId: 12 },
      { kind: 'website', toolId: 12 },
    ]);
  });

  test('an internal website link counts too and still leads there', async () => {
    const user = userEvent.setup({ delay: null });
    const api = toolApi({ detailsUrl: 'https://roadmap.example.org/AI-tool/NoShowTool' }).on('insights/events', new Response(null, { status: 204 }));
    renderAt('/AI-tool/12');
    await user.click(await screen.findByRole('link', { name: 'Detailpagina van de AI-tool' }));
    expect(screen.getByText('No Show Tool')).toBeInTheDocument();
    await waitFor(() => expect(websiteClicks(api)).toEqual([{ kind: 'website', toolId: 12 }]));
  });
});

describe('tool detail page: missing tool', () => {
  test("a 404 reads 'Geen AI-toold gevonden met ID {id}' with a link home", async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi().on(/^(aiTools|aiToolKeywords\/aiTool|reviews\/AI-tool)\/999$/, apiError(404, 'NOT_FOUND', 'Geen AI-tool met id 999.'));
    renderAt('/AI-tool/999');
    expect(await screen.findByText('Geen AI-toold gevonden met ID 999')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Terug naar de startpagina' }));
    expect(screen.getByText('Startpagina')).toBeInTheDocument();
  });

  test("a bad id like 'abc' reads the same text and is never sent to the API", async () => {
    const api = fakeApi();
    renderAt('/AI-tool/abc');
    expect(await screen.findByText('Geen AI-toold gevonden met ID abc')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de startpagina' })).toHaveAttribute('href', '/');
    expect(api.requests).toHaveLength(0);
  });

  test('the lower-case route /ai-tool/{id} shows the same tool', async () => {
    toolApi();
    renderAt('/ai-tool/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Synthesia' })).toBeInTheDocument();
  });

  test('a server failure is an error, not a missing tool', async () => {
    fakeApi().on(/./, apiError(500, 'INTERNAL_ERROR'));
    renderAt('/AI-tool/12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Er ging iets mis. Probeer dit later opnieuw! Reden: INTERNAL_ERROR');
    expect(screen.queryByText(/Geen AI-toold gevonden/)).not.toBeInTheDocument();
  });
});

test("'Bewaar' saves the tool for a logged-in user and, pressed again, stops saving it", async () => {
  const user = userEvent.setup();
  let saved: number[] = [];
  const api = toolApi()
    .on('favourites', async (_url, request) => {
      if (request.method === 'POST') {
        const body = (await request.json()) as { toolId: number };
        saved = [...saved, body.toolId];
        return json(body, 201);
      }
      return list(saved.map((id) => tool({ id })));
    })
    .on('favourites/12', () => {
      saved = [];
      return new Response(null, { status: 204 });
    });
  act(() => authSession.getState().signIn({ accessToken: 'token', id: 3, email: 'an@example.com', firstname: 'An', lastname: 'Peeters', roles: ['user'] }));
  renderAt('/AI-tool/12');
  const save = await screen.findByRole('button', { name: /Bewaar/ });
  await waitFor(() => expect(save).toBeEnabled());
  expect(save).toHaveAttribute('aria-pressed', 'false');
  await user.click(save);
  await waitFor(() => expect(screen.getByRole('button', { name: /Bewaard/ })).toHaveAttribute('aria-pressed', 'true'));
  expect(saved).toEqual([12]);
  await user.click(screen.getByRole('button', { name: /Bewaard/ }));
  await waitFor(() => expect(screen.getByRole('button', { name: /Bewaar$/ })).toHaveAttribute('aria-pressed', 'false'));
  expect(api.requests.filter((url) => url.pathname === '/api/favourites/12')).toHaveLength(1);
});

test('a visitor gets no Bewaar button', async () => {
  toolApi();
  renderAt('/AI-tool/12');
  await screen.findByRole('heading', { level: 1, name: 'Synthesia' });
  expect(screen.queryByRole('button', { name: /Bewaar/ })).not.toBeInTheDocument();
});
