// Who sees a tool, read by read (docs/decisions/0028-who-sees-a-tool.md): every GET route that answers tools or what
// hangs off a tool, called by every persona, on an approved, a pending and a rejected tool of the owner's provider
// and a pending tool of the other provider. A visitor and a plain user see the approved tool only; a provider's
// linked user also its own unapproved ones; an admin every one. The lists of the public catalogue answer everybody
// alike. The table must name every GET route under /aiTools, /aiToolKeywords and /reviews: a new one fails here
// until it says who sees what.
import type { ApiRoute } from '../../auth/access.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { at, createKeyword, createReview, createTool } from '../../../test/factories.ts';
import { createPersonas, PERSONAS, type Persona, type Personas } from '../../../test/identity.ts';

type ToolName = 'approved' | 'pending' | 'rejected' | 'otherPending';
type Expected = (persona: Persona) => ToolName[];

/** What a persona sees of the four tools wherever it looks at them. */
const VISIBLE: Record<Persona, ToolName[]> = {
  anonymous: ['approved'],
  user: ['approved'],
  providerOwner: ['approved', 'pending', 'rejected'],
  otherProvider: ['approved', 'otherPending'],
  admin: ['approved', 'pending', 'rejected', 'otherPending'],
};
const visible: Expected = (persona) => VISIBLE[persona];
/** The public catalogue: the same for everybody. */
const everybodyTheApproved: Expected = () => ['approved'];
const theirUnapproved: Expected = (persona) => visible(persona).filter((name) => name !== 'approved');
/** The tools of the providers the persona manages, in every state. */
const MANAGED: Partial<Record<Persona, ToolName[]>> = { providerOwner: ['approved', 'pending', 'rejected'], otherProvider: ['otherPending'] };
const managed: Expected = (persona) => MANAGED[persona] ?? [];
/** The admin's queue: pending tools (not the rejected one, which waits for its provider). */
const awaitingDecision: Expected = (persona) => (persona === 'admin' ? ['pending', 'otherPending'] : []);

/** The country each tool comes from, and back. */
const TOOL_ORIGIN: Record<ToolName, string> = { approved: 'BE', pending: 'NL', rejected: 'DE', otherPending: 'FR' };
const ORIGIN_TOOL: Record<string, ToolName> = Object.fromEntries(Object.entries(TOOL_ORIGIN).map(([name, origin]) => [origin, name as ToolName]));

interface Reader {
  /** The route as the app lists it ('GET /aiTools/:id'). */
  route: string;
  expected: Expected;
  /** The ids of the tools the persona got to see through the route. */
  seen: (persona: Persona) => Promise<number[]>;
}

describe.each(testDialects())('who sees a tool, on %s', (dialect) => {
  let t: TestApp;
  let personas: Personas;
  let keywordId: number;
  const ids = {} as Record<ToolName, number>;
  const toolIds = () => Object.values(ids);

  const get = (persona: Persona, url: string) => t.inject({ method: 'GET', url, headers: personas.headers[persona] });
  /** The listed tools' ids (`field` names the id in each item); nothing for a refusal (401, 403) or a 404. */
  const listed = async (persona: Persona, path: string, field = 'id'): Promise<number[]> => {
    const response = await get(persona, `/api${path}`);
    if ([401, 403, 404].includes(response.statusCode)) return [];
    expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
    return (response.json() as { data: Array<Record<string, number>> }).data.map((item) => item[field]);
  };
  /** The tools whose own address (`pathOf`) answers the persona 200; any other answer is a 404. */
  const opened = async (persona: Persona, pathOf: (id: number) => string): Promise<number[]> => {
    const seen: number[] = [];
    for (const id of toolIds()) {
      const response = await get(persona, `/api${pathOf(id)}`);
      if (response.statusCode === 200) seen.push(id);
      else expect({ path: pathOf(id), status: response.statusCode }).toEqual({ path: pathOf(id), status: 404 });
    }
    return seen;
  };
  const requiresProvider = (persona: Persona) => persona === 'anonymous' || persona === 'user';

  const readers: Reader[] = [
    { route: 'GET /aiTools', expected: everybodyTheApproved, seen: (persona) => listed(persona, '/aiTools?limit=100&offset=0') },
    { route: 'GET /aiTools/approved', expected: everybodyTheApproved, seen: (persona) => listed(persona, '/aiTools/approved?approved=true') },
    { route: 'GET /aiTools/approved', expected: theirUnapproved, seen: (persona) => listed(persona, '/aiTools/approved?approved=false') },
    {
      // Each tool comes from a country of its own: a country counted is a tool seen, and each counts once.
      route: 'GET /aiTools/countries',
      expected: everybodyTheApproved,
      seen: async (persona) => {
        const countries = (await get(persona, '/api/aiTools/countries')).json() as { data: Array<{ origin: string; count: number }> };
        expect(countries.data.every((country) => country.count === 1)).toBe(true);
        return countries.data.map((country) => ids[ORIGIN_TOOL[country.origin]!]);
      },
    },
    { route: 'GET /aiTools/:id', expected: visible, seen: (persona) => opened(persona, (id) => `/aiTools/${id}`) },
    {
      // The tools a persona may open a related list of, and the tools in those lists.
      route: 'GET /aiTools/:id/related',
      expected: visible,
      seen: async (persona) => {
        const seen = new Set(await opened(persona, (id) => `/aiTools/${id}/related`));
        for (const id of seen) for (const related of await listed(persona, `/aiTools/${id}/related`)) seen.add(related);
        return [...seen];
      },
    },
    {
      route: 'GET /aiTools/:id/history',
      expected: (persona) => (requiresProvider(persona) ? [] : persona === 'admin' ? visible(persona) : managed(persona)),
      seen: async (persona) => {
        const seen: number[] = [];
        for (const id of toolIds()) if ((await get(persona, `/api/aiTools/${id}/history`)).statusCode === 200) seen.push(id);
        return seen;
      },
    },
    {
      route: 'GET /aiTools/provider/:providerId',
      expected: visible,
      seen: async (persona) => [
        ...(await listed(persona, `/aiTools/provider/${personas.providerId}`)),
        ...(await listed(persona, `/aiTools/provider/${personas.otherProviderId}`)),
      ],
    },
    { route: 'GET /aiTools/managed', expected: managed, seen: (persona) => listed(persona, '/aiTools/managed') },
    { route: 'GET /aiTools/awaitingDecision', expected: awaitingDecision, seen: (persona) => listed(persona, '/aiTools/awaitingDecision') },
    // The deprecated name: the queue for an admin, the own tools for a provider.
    {
      route: 'GET /aiTools/mine',
      expected: (persona) => (persona === 'admin' ? awaitingDecision(persona) : managed(persona)),
      seen: (persona) => listed(persona, '/aiTools/mine'),
    },
    { route: 'GET /aiToolKeywords', expected: everybodyTheApproved, seen: (persona) => listed(persona, '/aiToolKeywords', 'aiTool_id') },
    {
      route: 'GET /aiToolKeywords/keyword/:keywordId',
      expected: everybodyTheApproved,
      seen: (persona) => listed(persona, `/aiToolKeywords/keyword/${keywordId}`, 'aiTool_id'),
    },
    { route: 'GET /aiToolKeywords/aiTool/:toolId', expected: visible, seen: (persona) => opened(persona, (id) => `/aiToolKeywords/aiTool/${id}`) },
    { route: 'GET /reviews/AI-tool/:id', expected: visible, seen: (persona) => opened(persona, (id) => `/reviews/AI-tool/${id}`) },
    // Every persona saved every tool; the list shows those they see (a visitor has none: 401).
    { route: 'GET /favourites', expected: (persona) => (persona === 'anonymous' ? [] : visible(persona)), seen: (persona) => listed(persona, '/favourites') },
    {
      route: 'GET /sitemap.xml',
      expected: everybodyTheApproved,
      seen: async (persona) => [...(await get(persona, '/sitemap.xml')).body.matchAll(/\/AI-tool\/(\d+)</g)].map((match) => Number(match[1])),
    },
  ];

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => new Date(at(24 * 60)) });
    personas = await createPersonas(t.db);
    keywordId = (await createKeyword(t.db)).id;
    // One phase and one keyword for all: each is related to each other.
    const tool = (name: string, fields: Parameters<typeof createTool>[1]) =>
      createTool(t.db, { name, eventprocess: 'event', keywords: [keywordId], provider_id: personas.providerId, ...fields });
    ids.approved = (await tool('Goedgekeurd', { origin: TOOL_ORIGIN.approved })).id;
    ids.pending = (await tool('Wachtend', { approved: false, origin: TOOL_ORIGIN.pending })).id;
    ids.rejected = (await tool('Afgewezen', { approved: false, approval_comment: 'De prijs ontbreekt.', origin: TOOL_ORIGIN.rejected })).id;
    ids.otherPending = (await tool('Wachtend bij een ander', { approved: false, provider_id: personas.otherProviderId, origin: TOOL_ORIGIN.otherPending })).id;
    // A review on each (written while approved, say) and each tool saved by every logged-in persona.
    for (const id of toolIds()) await createReview(t.db, { ai_tool_id: id, user_id: personas.userIds.user });
    await t.db
      .insertInto('favourites')
      .values(Object.values(personas.userIds).flatMap((userId, index) => toolIds().map((toolId) => ({ user_id: userId, ai_tool_id: toolId, created_at: at(index) }))))
      .execute();
  });
  afterAll(() => t.close());

  test('the table names every GET route that reads tools, their keywords or their reviews', () => {
    const key = (route: ApiRoute) => `${route.method} ${route.url}`;
    const reading = t.app.apiRoutes.filter((route) => route.method === 'GET' && /^\/(aiTools|aiToolKeywords|reviews)(\/|$)/.test(route.url)).map(key);
    expect(reading.length).toBeGreaterThan(10);
    const named = new Set(readers.map((reader) => reader.route));
    expect(reading.filter((route) => !named.has(route))).toEqual([]);
  });

  test.each(readers.map((reader, index) => [reader.route, index] as const))('%s (reader %i) shows each persona exactly the tools it may see', async (_route, index) => {
    const reader = readers[index]!;
    const nameOf = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    for (const persona of PERSONAS) {
      const seen = (await reader.seen(persona)).filter((id) => nameOf.has(id)).map((id) => nameOf.get(id)!);
      expect({ persona, seen: [...new Set(seen)].sort() }).toEqual({ persona, seen: [...reader.expected(persona)].sort() });
    }
  });
});
