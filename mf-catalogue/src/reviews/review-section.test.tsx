// The reviews of the tool detail page (SPEC §2, §4, §8) against a fake API that keeps its reviews and answers the
// tool's average from them, as the real one does: posting with stars chosen by keyboard, the cool-down's texts,
// editing, removing with 'Bent u zeker?', reporting, the provider's reply, and text shown as text.
import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authSession, MemoryRouter, Route, Routes } from 'shared-core';
import type { Review } from 'shared';
import ToolDetailPage from '../pages/tool-detail-page.tsx';
import { apiError, fakeApi, json, list, type FakeApi } from 'shared/testing/fake-api';
import { provider, reviews as fixtureReviews, tool, toolKeywords } from '../test/fixtures.ts';

const AN = { accessToken: 'token-an', id: 3, email: 'an@example.com', firstname: 'An', lastname: 'Peeters', roles: ['user' as const] };
const LOTTE = { accessToken: 'token-lotte', id: 9, email: 'lotte@example.com', firstname: 'Lotte', lastname: 'Maes', roles: ['user' as const] };
const ADMIN = { accessToken: 'token-ada', id: 1, email: 'ada@example.com', firstname: 'Ada', lastname: 'Admin', roles: ['admin' as const, 'provider' as const, 'user' as const] };
/** The provider's linked user (fixtures: provider 12, user_id 5). */
const PROVIDER = { accessToken: 'token-piet', id: 5, email: 'piet@synthesia.io', firstname: 'Piet', lastname: 'Maes', roles: ['provider' as const, 'user' as const] };

/** A fake API with the tool's reviews as state: GET answers them and their average, writes change them. */
function reviewApi(start: Review[] = fixtureReviews): { api: FakeApi; reviews: () => Review[] } {
  let reviews = [...start];
  const average = () => (reviews.length === 0 ? null : reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length);
  const api = fakeApi()
    .on('aiTools/12', () => json(tool({ id: 12, name: 'Synthesia', provider_id: 12, averageRating: average(), reviewCount: reviews.length })))
    .on('aiToolKeywords/aiTool/12', list(toolKeywords))
    .on('providers/12', json(provider))
    .on('reviews/AI-tool/12', () => list(reviews))
    .on('reviews', async (_url, request) => {
      const body = (await request.json()) as { content: string; rating: number };
      const review: Review = { id: 99, ...body, date: '2026-11-23T10:00:00.000Z', user_id: 3, user_name: 'An Peeters', ai_tool_id: 12, reply: null };
      reviews = [review, ...reviews];
      return json(review, 201);
    })
    .on(/^reviews\/\d+$/, async (url, request) => {
      const id = Number(url.pathname.split('/').at(-1));
      if (request.method === 'DELETE') {
        reviews = reviews.filter((review) => review.id !== id);
        return new Response(null, { status: 204 });
      }
      const body = (await request.json()) as { content: string; rating: number };
      reviews = reviews.map((review) => (review.id === id ? { ...review, content: body.content, rating: body.rating } : review));
      return json(reviews.find((review) => review.id === id));
    });
  return { api, reviews: () => reviews };
}

function renderTool() {
  render(
    <MemoryRouter initialEntries={['/AI-tool/12']}>
      <Routes>
        <Route path="/AI-tool/:id" element={<ToolDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const signIn = (user: Parameters<ReturnType<typeof authSession.getState>['signIn']>[0]) => act(() => authSession.getState().signIn(user));
const popup = () => authSession.getState().popupMessage;
const section = () => screen.getByRole('region', { name: 'Reviews' });
const reviewOf = (name: string) => within(section()).getByRole('article', { name: `Review van ${name}` });
const summary = () => screen.getAllByTestId('rating-summary')[0];

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authSession.getState().signOut());
  act(() => authSession.getState().clearPopupMessage());
});

describe('writing a review', () => {
  test('stars chosen with the keyboard (default 1), the text, Plaats review: the review, the message and the new average show', async () => {
    const user = userEvent.setup();
    signIn(AN);
    const { api } = reviewApi();
    renderTool();
    expect(await screen.findByText('Gemiddelde score 3,0 van 5, 2 reviews')).toBeInTheDocument();

    const form = within(section()).getByRole('form', { name: 'Schrijf een review' });
    const stars = within(form).getByRole('group', { name: 'Score' });
    expect(within(stars).getByRole('radio', { name: '1 ster' })).toBeChecked();
    // The default is said in words before anything is posted, and follows the choice.
    expect(within(form).getByTestId('rating-choice')).toHaveTextContent('Je geeft 1 ster');
    expect(stars).toHaveAccessibleDescription(expect.stringContaining('Je geeft 1 ster'));
    const submit = within(form).getByRole('button', { name: 'Plaats review' });
    expect(submit).toBeDisabled();

    // Keyboard only: Tab into the group, arrows to 5 stars, Tab to the text.
    within(stars).getByRole('radio', { name: '1 ster' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '5 sterren' })).toBeChecked();
    expect(within(form).getByTestId('rating-choice')).toHaveTextContent('Je geeft 5 sterren');
    await user.tab();
    expect(within(form).getByRole('textbox', { name: 'Je review' })).toHaveFocus();
    await user.keyboard('Zeer bruikbaar voor onze aftermovie.');
    expect(submit).toBeEnabled();
    await user.keyboard('{Tab}{Enter}');

    await waitFor(() => expect(popup()).toBe('Je review is succesvol geplaatst!'));
    expect(api.writes).toEqual([{ method: 'POST', path: 'reviews', body: { content: 'Zeer bruikbaar voor onze aftermovie.', rating: 5, aiToolId: 12 } }]);
    expect(await within(section()).findByText('Zeer bruikbaar voor onze aftermovie.')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Gemiddelde score 3,7 van 5, 3 reviews');
    // The form is empty again, with one star.
    expect(within(form).getByRole('textbox', { name: 'Je review' })).toHaveValue('');
    expect(within(stars).getByRole('radio', { name: '1 ster' })).toBeChecked();
  });

  test.each([
    [12, 'Je moet 12 minuten wachten voordat je een nieuwe review kan plaatsen!'],
    [1, 'Je moet 1 minuut wachten voordat je een nieuwe review kan plaatsen!'],
  ])("the cool-down's answer (%i minutes left) reads 'Review niet geplaatst!' and how long to wait", async (minutes, message) => {
    const user = userEvent.setup();
    signIn(AN);
    reviewApi().api.on('reviews', json({ code: 'COOL_DOWN', message: 'x', details: { minutes } }, 429));
    renderTool();
    const form = await screen.findByRole('form', { name: 'Schrijf een review' });
    await user.type(within(form).getByRole('textbox', { name: 'Je review' }), 'Nog een review');
    await user.click(within(form).getByRole('button', { name: 'Plaats review' }));
    const error = await within(form).findByRole('alert');
    expect(within(error).getByRole('heading', { name: 'Review niet geplaatst!' })).toBeInTheDocument();
    expect(error).toHaveTextContent(message);
    // What was typed stays, so nothing is lost.
    expect(within(form).getByRole('textbox', { name: 'Je review' })).toHaveValue('Nog een review');
  });

  test('a review with markup or a link is shown as text, never as HTML or a live link', async () => {
    const content = '<b>vet</b> <a href="https://spam.example">klik</a> https://spam.example';
    reviewApi([{ ...fixtureReviews[0], content }]);
    renderTool();
    const review = await screen.findByRole('article', { name: 'Review van An Peeters' });
    expect(review).toHaveTextContent(content);
    expect(review.querySelector('b')).toBeNull();
    expect(within(review).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the reviews the score leaves out', () => {
  test("an earlier review of someone who reviewed again reads 'Eerdere review', the company's own 'Van de provider', each with why", async () => {
    const [latest, other] = fixtureReviews;
    reviewApi([
      latest,
      { ...latest, id: 8, content: 'Mijn eerste indruk.', rating: 1, date: '2026-10-01T10:00:00.000Z', earlier: true },
      { ...other, id: 9, user_id: 5, user_name: 'Piet Maes', content: 'Wij raden onszelf aan.', rating: 5, byProvider: true },
      other,
    ]);
    renderTool();
    const earlier = await within(await screen.findByRole('region', { name: 'Reviews' })).findByText('Mijn eerste indruk.');
    const earlierItem = earlier.closest('article')!;
    expect(within(earlierItem as HTMLElement).getByText('Eerdere review')).toBeInTheDocument();
    expect(earlierItem).toHaveTextContent('enkel die telt mee in de score');
    const own = reviewOf('Piet Maes');
    expect(within(own).getByText('Van de provider')).toBeInTheDocument();
    expect(own).toHaveTextContent('telt niet mee in de score');
    // The others carry no mark.
    for (const review of within(section()).getAllByRole('article').filter((article) => article !== earlierItem && article !== own)) {
      expect(review).not.toHaveTextContent(/Eerdere review|Van de provider/);
    }
  });
});

describe('editing and removing', () => {
  test('the author edits: the text must not be empty; saving shows the new text and the message', async () => {
    const user = userEvent.setup();
    signIn(AN);
    const { api } = reviewApi();
    renderTool();
    await screen.findByRole('article', { name: 'Review van An Peeters' });
    // Only the own review can be edited.
    expect(within(reviewOf('Jeroen de Vries')).queryByRole('button', { name: 'Wijzig je review' })).not.toBeInTheDocument();
    await user.click(within(reviewOf('An Peeters')).getByRole('button', { name: 'Wijzig je review' }));
    const text = within(reviewOf('An Peeters')).getByRole('textbox', { name: 'Je review' });
    expect(text).toHaveFocus();
    expect(text).toHaveValue(fixtureReviews[0].content);
    await user.clear(text);
    expect(within(reviewOf('An Peeters')).getByRole('button', { name: 'Sla op' })).toBeDisabled();
    await user.type(text, 'Na een tweede event: nog steeds top.');
    await user.click(within(reviewOf('An Peeters')).getByRole('radio', { name: '5 sterren' }));
    await user.click(within(reviewOf('An Peeters')).getByRole('button', { name: 'Sla op' }));
    await waitFor(() => expect(popup()).toBe('Je review is succesvol gewijzigd!'));
    expect(api.writes).toEqual([{ method: 'PUT', path: 'reviews/7', body: { content: 'Na een tweede event: nog steeds top.', rating: 5, aiToolId: 12 } }]);
    expect(await within(section()).findByText('Na een tweede event: nog steeds top.')).toBeInTheDocument();
    expect(within(reviewOf('An Peeters')).getByRole('img', { name: '5 van de 5 sterren' })).toBeInTheDocument();
  });

  test("the author removes after 'Bent u zeker?': Annuleer keeps it, Verwijder removes it with SPEC §4's text", async () => {
    const user = userEvent.setup();
    signIn(AN);
    const { api } = reviewApi();
    renderTool();
    await screen.findByRole('article', { name: 'Review van An Peeters' });
    await user.click(within(reviewOf('An Peeters')).getByRole('button', { name: 'Verwijder de review van An Peeters' }));
    let dialog = screen.getByRole('dialog', { name: 'Bent u zeker?' });
    expect(within(dialog).getByRole('button', { name: 'Annuleer' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.writes).toEqual([]);

    await user.click(within(reviewOf('An Peeters')).getByRole('button', { name: 'Verwijder de review van An Peeters' }));
    dialog = screen.getByRole('dialog', { name: 'Bent u zeker?' });
    await user.click(within(dialog).getByRole('button', { name: 'Verwijder' }));
    await waitFor(() => expect(popup()).toBe('Je reactie is succesvol verwijderd.'));
    await waitFor(() => expect(within(section()).queryByRole('article', { name: 'Review van An Peeters' })).not.toBeInTheDocument());
    expect(api.writes).toEqual([{ method: 'DELETE', path: 'reviews/7', body: undefined }]);
    expect(summary()).toHaveTextContent('Gemiddelde score 2,0 van 5, 1 review');
  });

  test("an admin removes anyone's review ('De reactie is succesvol verwijderd.'); a failure reads SPEC §8's text", async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { api } = reviewApi();
    renderTool();
    await screen.findByRole('article', { name: 'Review van Jeroen de Vries' });
    expect(within(reviewOf('Jeroen de Vries')).queryByRole('button', { name: 'Wijzig je review' })).not.toBeInTheDocument();

    const failed = apiError(500, 'INTERNAL_ERROR');
    failed.headers.set('X-Request-Id', 'a1b2c3d4e5f60718');
    api.on(/^reviews\/4$/, failed);
    await user.click(within(reviewOf('Jeroen de Vries')).getByRole('button', { name: 'Verwijder de review van Jeroen de Vries' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Bent u zeker?' })).getByRole('button', { name: 'Verwijder' }));
    const box = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(box).toHaveTextContent('Er is een fout opgetreden, probeer dit later opnieuw.');
    // The failed removal's id, from the X-Request-Id header.
    expect(box).toHaveTextContent('Referentie: a1b2c3d4e5f60718');

    api.on(/^reviews\/4$/, new Response(null, { status: 204 }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verwijder' }));
    await waitFor(() => expect(popup()).toBe('De reactie is succesvol verwijderd.'));
  });
});

describe('reporting', () => {
  test("someone else's review has 'Meld ongepast': the reason is sent once, then the button says 'Gemeld'", async () => {
    const user = userEvent.setup();
    signIn(LOTTE);
    const { api } = reviewApi();
    api.on('reports', json({ id: 1, itemType: 'review', itemId: 7, reason: 'Reclame', date: '2026-11-23T10:00:00.000Z', status: 'open' }, 201));
    renderTool();
    await screen.findByRole('article', { name: 'Review van An Peeters' });
    expect(within(reviewOf('An Peeters')).queryByRole('button', { name: /Verwijder/ })).not.toBeInTheDocument();

    await user.click(within(reviewOf('An Peeters')).getByRole('button', { name: 'Meld ongepast: review van An Peeters' }));
    const dialog = screen.getByRole('dialog', { name: 'Meld ongepast' });
    const send = within(dialog).getByRole('button', { name: 'Meld' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reden' }), 'Reclame');
    await user.click(send);
    await waitFor(() => expect(popup()).toBe('Bedankt! Je melding is doorgestuurd naar de beheerders.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.writes).toEqual([{ method: 'POST', path: 'reports', body: { itemType: 'review', itemId: 7, reason: 'Reclame' } }]);

    // Once per item: the button now says it was reported, disabled, with the reason beside it.
    const reported = within(reviewOf('An Peeters')).getByRole('button', { name: 'Gemeld: review van An Peeters' });
    expect(reported).toBeDisabled();
    expect(reported).toHaveAccessibleDescription('Je hebt dit gemeld. Een beheerder bekijkt je melding.');
  });
});

describe("the provider's reply", () => {
  test('the user who manages the provider answers once; the answer shows with the company name', async () => {
    const user = userEvent.setup();
    signIn(PROVIDER);
    const { api } = reviewApi();
    api.on(/^reviews\/4\/reply$/, async (_url, request) => {
      const { content } = (await request.json()) as { content: string };
      const answered = { ...fixtureReviews[1], reply: { content, date: '2026-11-23T10:00:00.000Z', provider_id: 12, provider_name: 'Synthesia' } };
      api.on('reviews/AI-tool/12', list([fixtureReviews[0], answered]));
      return json(answered, 201);
    });
    renderTool();
    await screen.findByRole('article', { name: 'Review van Jeroen de Vries' });
    await user.click(within(reviewOf('Jeroen de Vries')).getByRole('button', { name: 'Antwoord op de review van Jeroen de Vries' }));
    const answer = within(reviewOf('Jeroen de Vries')).getByRole('textbox', { name: 'Je antwoord namens Synthesia' });
    expect(answer).toHaveFocus();
    await user.keyboard('Onze nieuwe stemmen klinken natuurlijker: probeer ze gerust.');
    await user.click(within(reviewOf('Jeroen de Vries')).getByRole('button', { name: 'Plaats antwoord' }));
    await waitFor(() => expect(popup()).toBe('Je antwoord is geplaatst.'));
    expect(api.writes).toEqual([{ method: 'POST', path: 'reviews/4/reply', body: { content: 'Onze nieuwe stemmen klinken natuurlijker: probeer ze gerust.' } }]);
    const reply = await within(reviewOf('Jeroen de Vries')).findByRole('region', { name: 'Antwoord van Synthesia' });
    expect(reply).toHaveTextContent('Onze nieuwe stemmen klinken natuurlijker: probeer ze gerust.');
    expect(within(reply).getByRole('button', { name: 'Wijzig antwoord' })).toBeInTheDocument();
    // Answered once: no second answer button.
    expect(within(reviewOf('Jeroen de Vries')).queryByRole('button', { name: /^Antwoord op/ })).not.toBeInTheDocument();
  });

  test('other users see the answer but cannot answer, change or remove it', async () => {
    signIn(LOTTE);
    reviewApi([{ ...fixtureReviews[1], reply: { content: 'Bedankt!', date: '2026-11-23T10:00:00.000Z', provider_id: 12, provider_name: 'Synthesia' } }]);
    renderTool();
    const review = await screen.findByRole('article', { name: 'Review van Jeroen de Vries' });
    expect(within(review).getByRole('region', { name: 'Antwoord van Synthesia' })).toHaveTextContent('Bedankt!');
    expect(within(review).queryByRole('button', { name: /antwoord/i })).not.toBeInTheDocument();
  });
});
