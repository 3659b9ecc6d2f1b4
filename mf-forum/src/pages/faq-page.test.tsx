import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'shared-core';
import FaqPage from './faq-page.tsx';
import { apiError, fakeApi, list } from 'shared/testing/fake-api';
import { faqs } from '../test/fixtures.ts';

function renderFaq(entries: string[] = ['/FAQ']) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/FAQ" element={<FaqPage />} />
        <Route path="/" element={<p>Startpagina</p>} />
        <Route path="/forum" element={<p>Forumlijst</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('FAQ page (SPEC §2 "FAQ")', () => {
  test('lists the questions collapsed; Enter and Space open and close an answer from the keyboard', async () => {
    const user = userEvent.setup();
    const api = fakeApi().on('faqs', list(faqs));
    renderFaq();

    expect(screen.getByRole('heading', { level: 1, name: 'Veelgestelde vragen (FAQ)' })).toBeInTheDocument();
    const first = await screen.findByRole('button', { name: 'Wat is de AI-tools roadmap?' });
    expect(api.requestsTo('faqs')).toHaveLength(1);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.map((button) => button.textContent)).toEqual(faqs.map((faq) => `${faq.question}▾`));
    // answers are hidden until their question is opened
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText(faqs[0].answer)).not.toBeVisible();

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Wat is de AI-tools roadmap?' });
    expect(answer).toHaveTextContent(faqs[0].answer);
    expect(first).toHaveAttribute('aria-controls', answer.id);

    // the next question, by keyboard, opens independently
    await user.tab();
    const second = screen.getByRole('button', { name: 'Hoe voeg ik mijn tool toe?' });
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(2);

    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText(faqs[0].answer)).not.toBeVisible();
  });

  test("no FAQs reads 'Er zijn nog geen FAQs!'", async () => {
    fakeApi().on('faqs', list([]));
    renderFaq();
    expect(await screen.findByText('Er zijn nog geen FAQs!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test("a failure shows the error in a box titled 'Er ging iets mis'", async () => {
    fakeApi().on('faqs', apiError(500, 'INTERNAL_ERROR'));
    renderFaq();
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Er ging iets mis');
    expect(box).toHaveTextContent('Er ging iets mis. Probeer dit later opnieuw! Reden: INTERNAL_ERROR');
    expect(screen.queryByText('Er zijn nog geen FAQs!')).not.toBeInTheDocument();
  });

  test('back returns to the previous page', async () => {
    const user = userEvent.setup();
    fakeApi().on('faqs', list(faqs));
    renderFaq(['/forum', '/FAQ']);
    await screen.findByRole('button', { name: 'Wat is de AI-tools roadmap?' });
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    expect(screen.getByText('Forumlijst')).toBeInTheDocument();
  });

  test("back goes to '/' when the FAQ was the first page visited", async () => {
    const user = userEvent.setup();
    fakeApi().on('faqs', list(faqs));
    renderFaq(['/FAQ']);
    await screen.findByRole('button', { name: 'Wat is de AI-tools roadmap?' });
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    expect(screen.getByText('Startpagina')).toBeInTheDocument();
  });
});
