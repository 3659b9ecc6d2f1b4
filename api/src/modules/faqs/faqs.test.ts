// FAQs managed through the API (SPEC §2, §5, §7, §8): admins add, edit and remove; a question is unique
// (409 ER_DUP_ENTRY, 'Deze FAQ bestaat al!' on the screen); everyone else is refused; bad input is 400.
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { createFaq } from '../../../test/factories.ts';
import { createPersonas, type Personas } from '../../../test/identity.ts';
import { sender, type Send } from '../../../test/requests.ts';

describe.each(testDialects())('FAQs on %s', (dialect) => {
  let t: TestApp;
  let personas: Personas;
  let as: (persona: keyof Personas['headers']) => Send;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    personas = await createPersonas(t.db);
    as = (persona) => sender(t)(personas.headers[persona]);
  });
  afterAll(() => t.close());

  const questions = async () => (await t.get('/api/faqs')).body.data.map((faq: { question: string }) => faq.question);

  test('an admin adds, edits and removes an FAQ; the list follows', async () => {
    const added = await as('admin')('POST', '/faqs', { question: ' Is de roadmap gratis? ', answer: 'Ja.' });
    expect(added).toEqual({ status: 201, body: { id: expect.any(Number), question: 'Is de roadmap gratis?', answer: 'Ja.' } });
    expect(await questions()).toContain('Is de roadmap gratis?');
    const edited = await as('admin')('PUT', `/faqs/${added.body.id}`, { question: 'Is de roadmap gratis?', answer: 'Ja, voor iedereen.' });
    expect(edited).toEqual({ status: 200, body: { ...added.body, answer: 'Ja, voor iedereen.' } });
    expect((await as('admin')('DELETE', `/faqs/${added.body.id}`)).status).toBe(204);
    expect(await questions()).not.toContain('Is de roadmap gratis?');
    expect((await as('admin')('DELETE', `/faqs/${added.body.id}`)).status).toBe(404);
    expect((await as('admin')('PUT', `/faqs/${added.body.id}`, { question: 'Weg?', answer: 'Ja.' })).status).toBe(404);
  });

  test('a question that exists already is 409 ER_DUP_ENTRY, on adding and on editing', async () => {
    await createFaq(t.db, { question: 'Wie beheert de roadmap?' });
    const other = await createFaq(t.db, { question: 'Wie betaalt de roadmap?' });
    expect((await as('admin')('POST', '/faqs', { question: 'Wie beheert de roadmap?', answer: 'Wij.' })).body.code).toBe('ER_DUP_ENTRY');
    const renamed = await as('admin')('PUT', `/faqs/${other.id}`, { question: 'Wie beheert de roadmap?', answer: 'Wij.' });
    expect({ status: renamed.status, code: renamed.body.code }).toEqual({ status: 409, code: 'ER_DUP_ENTRY' });
  });

  test.each(['anonymous', 'user', 'providerOwner'] as const)('%s may not change the FAQ', async (persona) => {
    const faq = await createFaq(t.db);
    const expected = persona === 'anonymous' ? 401 : 403;
    expect((await as(persona)('POST', '/faqs', { question: 'Nieuw?', answer: 'Ja.' })).status).toBe(expected);
    expect((await as(persona)('PUT', `/faqs/${faq.id}`, { question: 'Nieuw?', answer: 'Ja.' })).status).toBe(expected);
    expect((await as(persona)('DELETE', `/faqs/${faq.id}`)).status).toBe(expected);
    expect(await questions()).toContain(faq.question);
  });

  test.each([
    ['an empty question', { question: '', answer: 'Ja.' }],
    ['a blank answer', { question: 'Vraag?', answer: '  ' }],
    ['no answer', { question: 'Vraag?' }],
    ['a question of 1001 characters', { question: 'x'.repeat(1001), answer: 'Ja.' }],
  ])('%s is 400 VALIDATION_FAILED', async (_what, body) => {
    const answer = await as('admin')('POST', '/faqs', body);
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  });
});
