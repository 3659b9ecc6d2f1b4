// SPEC §2 "FAQ" for an admin: 'Voeg FAQ toe', and per item an edit and a delete icon, opening the popup in mode
// 'Nieuwe FAQ', 'Wijzig FAQ' or 'Verwijder FAQ' with its rules and texts, 'Deze FAQ bestaat al!' (SPEC §8); others
// see none of it. Everything reached with the keyboard.
import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authSession, MemoryRouter, Route, Routes } from 'shared-core';
import type { Faq } from 'shared';
import FaqPage from '../pages/faq-page.tsx';
import { apiError, fakeApi, json, list, type FakeApi } from 'shared/testing/fake-api';
import { faqs as fixtureFaqs } from '../test/fixtures.ts';

const ADA = { accessToken: 't1', id: 1, email: 'ada@example.com', firstname: 'Ada', lastname: 'Admin', roles: ['admin' as const, 'provider' as const, 'user' as const] };

function faqApi(): FakeApi {
  let faqs: Faq[] = [...fixtureFaqs];
  return fakeApi()
    .on('faqs', async (_url, request) => {
      if (request.method === 'GET') return list(faqs);
      const body = (await request.json()) as Faq;
      if (faqs.some((faq) => faq.question === body.question)) return apiError(409, 'ER_DUP_ENTRY');
      const created = { ...body, id: 10 };
      faqs = [...faqs, created];
      return json(created, 201);
    })
    .on(/^faqs\/\d+$/, async (url, request) => {
      const id = Number(url.pathname.split('/').at(-1));
      if (request.method === 'DELETE') {
        faqs = faqs.filter((faq) => faq.id !== id);
        return new Response(null, { status: 204 });
      }
      const body = (await request.json()) as Faq;
      faqs = faqs.map((faq) => (faq.id === id ? { ...body, id } : faq));
      return json({ ...body, id });
    });
}

function renderFaq() {
  render(
    <MemoryRouter initialEntries={['/FAQ']}>
      <Routes>
        <Route path="/FAQ" element={<FaqPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const popup = () => authSession.getState().popupMessage;
const questions = () => screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent?.replace('▾', ''));

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authSession.getState().signOut());
  act(() => authSession.getState().clearPopupMessage());
});

test('a visitor or a user gets no buttons to change the FAQ', async () => {
  faqApi();
  renderFaq();
  await screen.findByRole('button', { name: 'Wat is de AI-tools roadmap?' });
  expect(screen.queryByRole('button', { name: 'Voeg FAQ toe' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Wijzig FAQ/ })).not.toBeInTheDocument();
  act(() => authSession.getState().signIn({ ...ADA, roles: ['user'] }));
  expect(screen.queryByRole('button', { name: 'Voeg FAQ toe' })).not.toBeInTheDocument();
});

test("'Voeg FAQ toe' with the keyboard: Save needs a question and an answer; the list and the message follow", async () => {
  const user = userEvent.setup();
  act(() => authSession.getState().signIn(ADA));
  const api = faqApi();
  renderFaq();
  await screen.findByRole('button', { name: 'Wat is de AI-tools roadmap?' });
  screen.getByRole('button', { name: 'Voeg FAQ toe' }).focus();
  await user.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog', { name: 'Nieuwe FAQ' });
  const save = within(dialog).getByRole('button', { name: 'Sla op' });
  expect(within(dialog).getByRole('textbox', { name: 'Vraag' })).toHaveFocus();
  await user.keyboard('Kan ik een tool voorstellen?');
  expect(save).toBeDisabled();
  await user.tab();
  await user.keyboard('Ja, via je account als provider.');
  expect(save).toBeEnabled();
  await user.click(save);
  await waitFor(() => expect(popup()).toBe('FAQ succesvol toegevoegd.'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Kan ik een tool voorstellen?' })).toBeInTheDocument();
  expect(api.writes).toEqual([{ method: 'POST', path: 'faqs', body: { question: 'Kan ik een tool voorstellen?', answer: 'Ja, via je account als provider.' } }]);
});

test("a question that exists already reads 'Deze FAQ bestaat al!' and the popup stays open", async () => {
  const user = userEvent.setup();
  act(() => authSession.getState().signIn(ADA));
  faqApi();
  renderFaq();
  await user.click(await screen.findByRole('button', { name: 'Voeg FAQ toe' }));
  const dialog = screen.getByRole('dialog', { name: 'Nieuwe FAQ' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Vraag' }), 'Hoe voeg ik mijn tool toe?');
  await user.type(within(dialog).getByRole('textbox', { name: 'Antwoord' }), 'Zo.');
  await user.click(within(dialog).getByRole('button', { name: 'Sla op' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Deze FAQ bestaat al!');
});

test("the edit icon opens 'Wijzig FAQ' filled in; Wijzig saves the change", async () => {
  const user = userEvent.setup();
  act(() => authSession.getState().signIn(ADA));
  const api = faqApi();
  renderFaq();
  await user.click(await screen.findByRole('button', { name: 'Wijzig FAQ: Kost het gebruik van de roadmap iets?' }));
  const dialog = screen.getByRole('dialog', { name: 'Wijzig FAQ' });
  const answer = within(dialog).getByRole('textbox', { name: 'Antwoord' });
  expect(answer).toHaveValue('Nee, de roadmap is gratis voor iedereen.');
  await user.clear(answer);
  expect(within(dialog).getByRole('button', { name: 'Wijzig' })).toBeDisabled();
  await user.type(answer, 'Nee, voor iedereen gratis.');
  await user.click(within(dialog).getByRole('button', { name: 'Wijzig' }));
  await waitFor(() => expect(popup()).toBe('FAQ succesvol gewijzigd.'));
  expect(api.writes).toEqual([{ method: 'PUT', path: 'faqs/3', body: { question: 'Kost het gebruik van de roadmap iets?', answer: 'Nee, voor iedereen gratis.' } }]);
});

test("the delete icon opens 'Verwijder FAQ' with the warning; Annuleer keeps it, Verwijder removes it", async () => {
  const user = userEvent.setup();
  act(() => authSession.getState().signIn(ADA));
  const api = faqApi();
  renderFaq();
  const remove = await screen.findByRole('button', { name: 'Verwijder FAQ: Hoe voeg ik mijn tool toe?' });
  await user.click(remove);
  let dialog = screen.getByRole('dialog', { name: 'Verwijder FAQ' });
  expect(dialog).toHaveTextContent('Het verwijderen kan niet ongedaan worden gemaakt!');
  expect(within(dialog).getByRole('textbox', { name: 'Vraag' })).toHaveAttribute('readonly');
  await user.click(within(dialog).getByRole('button', { name: 'Annuleer' }));
  expect(remove).toHaveFocus();
  expect(api.writes).toEqual([]);

  await user.keyboard('{Enter}');
  dialog = screen.getByRole('dialog', { name: 'Verwijder FAQ' });
  await user.click(within(dialog).getByRole('button', { name: 'Verwijder' }));
  await waitFor(() => expect(popup()).toBe('FAQ succesvol verwijderd.'));
  await waitFor(() => expect(questions()).toEqual(['Wat is de AI-tools roadmap?', 'Kost het gebruik van de roadmap iets?']));
  expect(api.writes).toEqual([{ method: 'DELETE', path: 'faqs/2', body: undefined }]);
});
