import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-core';
import { ToolCard } from './tool-card.tsx';
import { tool } from '../test/fixtures.ts';

function renderCard(overrides: Parameters<typeof tool>[0]) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<ToolCard tool={tool({ id: 12, name: 'Synthesia', kind: 'AI-video', ...overrides })} />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('link');
}

describe('tool card (SPEC §2)', () => {
  test.each([
    ['event', 'Event', 'rgb(0, 121, 107)', 'teal'],
    ['post-event', 'Post-event', 'rgb(46, 125, 50)', 'green'],
    ['overkoepelend', 'Overkoepelend', 'rgb(106, 27, 154)', 'purple'],
    ['pre-event', 'Pre-event', 'rgb(30, 99, 199)', 'blue'],
    ['pre-event / event', 'Pre-event / event', 'rgb(13, 47, 110)', 'dark blue'],
    ['brainstorm', 'Brainstorm', 'rgb(198, 40, 40)', 'red'],
  ])('phase %s: band reads %s on %s (%s) with its own icon', (phase, label, colour) => {
    const card = renderCard({ eventprocess: phase });
    const band = within(card).getByTestId('phase-band');
    expect(band).toHaveTextContent(label);
    expect(band.style.backgroundColor).toBe(colour);
    const icon = band.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('data-phase-icon', phase === 'brainstorm' ? 'unknown' : phase);
  });

  test('shows name and kind and links to the relative route AI-tool/{id}', () => {
    const card = renderCard({});
    expect(within(card).getByRole('heading', { name: 'Synthesia' })).toBeInTheDocument();
    expect(card).toHaveTextContent('AI-video');
    expect(card).toHaveAttribute('href', '/AI-tool/12');
  });

  test('an approved tool shows no banner', () => {
    const card = renderCard({ approved: true, approvalComment: '' });
    expect(card).not.toHaveTextContent('Afgekeurd');
    expect(card).not.toHaveTextContent('Nog niet goedgekeurd');
  });

  test("a pending tool (no comment) reads 'Nog niet goedgekeurd'", () => {
    const card = renderCard({ approved: false, approvalComment: '' });
    expect(within(card).getByText('Nog niet goedgekeurd')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Afgekeurd');
  });

  test("a rejected tool (with a comment) reads 'Afgekeurd'", () => {
    const card = renderCard({ approved: false, approvalComment: 'De prijs ontbreekt.' });
    expect(within(card).getByText('Afgekeurd')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Nog niet goedgekeurd');
  });

  test('shows the average rating with one decimal and the number of reviews, or that there are none yet', () => {
    const rated = renderCard({ averageRating: 13 / 3, reviewCount: 3 });
    expect(within(rated).getByTestId('rating-summary')).toHaveTextContent('Gemiddelde score 4,3 van 5, 3 reviews');
    expect(rated).toHaveAccessibleName(/Synthesia.*Gemiddelde score 4,3 van 5, 3 reviews/);
  });

  test("a tool without reviews reads 'Nog geen reviews'", () => {
    const card = renderCard({ averageRating: null, reviewCount: 0 });
    expect(within(card).getByTestId('rating-summary')).toHaveTextContent('Nog geen reviews');
  });
});
