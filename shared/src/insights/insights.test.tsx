// The insights' shared parts: periods of whole Brussels days, the period picker, the CSV a spreadsheet opens safely,
// and the line chart that shows its figures to the eye and, as a table, to a screen reader.
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { addDays, siteDay } from '../contracts/site-days.ts';
import { daysIn, formatDay, formatMonth, lastDays, periodProblem, type InsightPeriod } from './period.ts';
import { PeriodPicker } from './period-picker.tsx';
import { downloadCsv, toCsv } from './csv.ts';
import { LineChart, type ChartSeries } from './line-chart.tsx';

describe('periods', () => {
  test("the last days end on today's date in Brussels, also when UTC is still on the day before", () => {
    // 23:30 UTC on 28 March is 00:30 on the 29th in Brussels (and summer time starts that night).
    expect(lastDays(7, new Date('2026-03-28T23:30:00Z'))).toEqual({ from: '2026-03-23', to: '2026-03-29' });
    expect(lastDays(30, new Date('2026-11-30T12:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(lastDays(1, new Date('2026-01-01T10:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(lastDays(90, new Date('2026-01-15T10:00:00Z'))).toEqual({ from: '2025-10-18', to: '2026-01-15' });
  });

  test('a period counts its days with both ends included, across summer time and a leap day', () => {
    expect(daysIn({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
    expect(daysIn({ from: '2026-10-20', to: '2026-10-30' })).toBe(11);
    expect(daysIn({ from: '2028-02-01', to: '2028-03-01' })).toBe(30);
    expect(daysIn({ from: '2026-05-04', to: '2026-05-04' })).toBe(1);
    for (const days of [7, 30, 90, 366]) expect(daysIn(lastDays(days, new Date('2026-03-29T01:00:00Z')))).toBe(days);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(formatDay('2026-11-03')).toBe('3 nov');
    expect(formatDay('2026-05-03', true)).toBe('3 mei 2026');
    expect(formatMonth('2026-03')).toBe('mrt 2026');
    expect(formatMonth('2026-03', true)).toBe('maart 2026');
  });

  test('a period of your own must run forward, hold at most 366 days and not reach past today', () => {
    const now = new Date('2026-11-30T12:00:00Z');
    expect(periodProblem({ from: '2026-11-01', to: '2026-11-30' }, now)).toBeNull();
    expect(periodProblem({ from: '2025-11-30', to: '2026-11-30' }, now)).toBeNull();
    expect(periodProblem({ from: '2025-11-29', to: '2026-11-30' }, now)).toBe('Kies een periode van hoogstens 366 dagen.');
    expect(periodProblem({ from: '2026-11-10', to: '2026-11-09' }, now)).toBe('De dag bij Van mag niet na de dag bij Tot en met liggen.');
    expect(periodProblem({ from: '2026-11-10', to: '2026-12-01' }, now)).toBe('Kies geen dag na vandaag.');
    expect(periodProblem({ from: '', to: '2026-11-09' }, now)).toBe('Vul bij Van en bij Tot en met een dag in.');
    expect(periodProblem({ from: '2026-02-30', to: '2026-03-09' }, now)).toBe('Vul bij Van en bij Tot en met een dag in.');
  });
});

describe('the period picker', () => {
  function Picker({ start = lastDays(30), seen }: { start?: InsightPeriod; seen: InsightPeriod[] }) {
    const [period, setPeriod] = useState(start);
    return (
      <>
        <PeriodPicker
          value={period}
          onChange={(next) => {
            seen.push(next);
            setPeriod(next);
          }}
        />
        <p>
          Getoond: {period.from} tot {period.to}
        </p>
      </>
    );
  }

  test('a group of four choices, the current one checked; the keyboard moves to another preset', async () => {
    const user = userEvent.setup();
    const seen: InsightPeriod[] = [];
    render(<Picker seen={seen} />);
    const group = screen.getByRole('group', { name: 'Periode' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Laatste 7 dagen',
      'Laatste 30 dagen',
      'Laatste 90 dagen',
      'Zelf kiezen',
    ]);
    expect(within(group).getByRole('radio', { name: 'Laatste 30 dagen' })).toBeChecked();
    expect(within(group).queryByLabelText('Van')).not.toBeInTheDocument();

    await user.tab();
    expect(within(group).getByRole('radio', { name: 'Laatste 30 dagen' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Laatste 90 dagen' })).toBeChecked();
    expect(seen).toEqual([lastDays(90)]);
    expect(screen.getByText(`Getoond: ${lastDays(90).from} tot ${lastDays(90).to}`)).toBeInTheDocument();
  });

  test("'Zelf kiezen' shows 'Van' and 'Tot en met'; a wrong period is told under them and not used", async () => {
    const user = userEvent.setup();
    const seen: InsightPeriod[] = [];
    render(<Picker seen={seen} />);
    await user.click(screen.getByRole('radio', { name: 'Zelf kiezen' }));
    const from = screen.getByLabelText('Van');
    const to = screen.getByLabelText('Tot en met');
    expect(from).toHaveValue(lastDays(30).from);
    expect(to).toHaveValue(lastDays(30).to);
    expect(to).toHaveAttribute('max', siteDay());
    expect(seen).toEqual([]);

    const today = siteDay();
    fireEvent.change(from, { target: { value: addDays(today, 1) } });
    expect(from).toHaveAccessibleDescription('De dag bij Van mag niet na de dag bij Tot en met liggen.');
    expect(to).toBeInvalid();
    fireEvent.change(from, { target: { value: addDays(today, -400) } });
    expect(screen.getByRole('alert')).toHaveTextContent('Kies een periode van hoogstens 366 dagen.');
    fireEvent.change(to, { target: { value: addDays(today, 2) } });
    expect(screen.getByRole('alert')).toHaveTextContent('Kies geen dag na vandaag.');
    expect(seen).toEqual([]);

    fireEvent.change(from, { target: { value: addDays(today, -9) } });
    fireEvent.change(to, { target: { value: addDays(today, -3) } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(seen).toEqual([{ from: addDays(today, -9), to: addDays(today, -3) }]);
    expect(screen.getByRole('radio', { name: 'Zelf kiezen' })).toBeChecked();
  });

  test('a period that is no preset opens on its own dates', () => {
    render(<Picker start={{ from: '2026-01-01', to: '2026-01-31' }} seen={[]} />);
    expect(screen.getByRole('radio', { name: 'Zelf kiezen' })).toBeChecked();
    expect(screen.getByLabelText('Van')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('Tot en met')).toHaveValue('2026-01-31');
  });
});

describe('CSV', () => {
  test('comma separated, CRLF lines, quotes only where needed and doubled inside', () => {
    expect(toCsv(['Pagina', 'Weergaven'], [['/', 120], ['/forum', 7]])).toBe('Pagina,Weergaven\r\n/,120\r\n/forum,7\r\n');
    expect(toCsv(['Zoekwoorden', 'Aantal'], [['chatbot, tickets', 3], ['de "beste" tool', 2], ['twee\nregels', 1]])).toBe(
      'Zoekwoorden,Aantal\r\n"chatbot, tickets",3\r\n"de ""beste"" tool",2\r\n"twee\nregels",1\r\n',
    );
    expect(toCsv(['Zoekwoorden', 'Aantal'], [['café; één', 1]])).toBe('Zoekwoorden,Aantal\r\ncafé; één,1\r\n');
  });

  test('a text a spreadsheet would run as a formula stays text; numbers stay numbers', () => {
    const csv = toCsv(['Zoekwoorden', 'Aantal'], [['=HYPERLINK("http://x")', 1], ['+32 2 123', 1], ['-1', 1], ['@SUM(A1)', 1], ['a=b', -2]]);
    expect(csv.split('\r\n')).toEqual([
      'Zoekwoorden,Aantal',
      `"'=HYPERLINK(""http://x"")",1`,
      "'+32 2 123,1",
      "'-1,1",
      "'@SUM(A1),1",
      'a=b,-2',
      '',
    ]);
  });

  test('a download is a UTF-8 file with a byte order mark, under its name, and the link is gone afterwards', async () => {
    const blobs: Blob[] = [];
    const saved: { href: string; download: string }[] = [];
    // jsdom has no object URLs and no downloads: record what would reach the browser.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:http://localhost/1';
      },
      revokeObjectURL: () => undefined,
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    downloadCsv('landen.csv', ['Land', 'Aantal'], [['België', 4]]);
    expect(saved).toEqual([{ href: 'blob:http://localhost/1', download: 'landen.csv' }]);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    // jsdom's Blob has no arrayBuffer(): read it as a browser's FileReader would.
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Land,Aantal\r\nBelgië,4\r\n');
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});

describe('the line chart', () => {
  const days = (count: number) => Array.from({ length: count }, (_, index) => formatDay(addDays('2026-09-02', index)));
  const series = (xs: string[]): ChartSeries[] => [
    { label: 'Bezoekers', points: xs.map((x, index) => ({ x, y: index === 2 ? null : index * 10 })) },
    { label: 'Paginaweergaven', points: xs.map((x, index) => ({ x, y: index * 25 + 1000 })), dashed: true },
  ];

  test('one image with a summary, a legend, and every figure in a table for screen readers', () => {
    const xs = days(5);
    render(<LineChart title="Bezoekers en paginaweergaven per dag" series={series(xs)} />);
    const image = screen.getByRole('img', {
      name: 'Bezoekers en paginaweergaven per dag: lijngrafiek van 2 sep tot 6 sep. Bezoekers: laagste 0, hoogste 40. Paginaweergaven: laagste 1.000, hoogste 1.100.',
    });
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bezoekers', 'Paginaweergaven']);

    const table = screen.getByRole('table', { name: 'Bezoekers en paginaweergaven per dag' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Periode', 'Bezoekers', 'Paginaweergaven'],
      ['2 sep', '0', '1.000'],
      ['3 sep', '10', '1.025'],
      ['4 sep', 'geen gegevens', '1.050'],
      ['5 sep', '30', '1.075'],
      ['6 sep', '40', '1.100'],
    ]);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(xs);
    // Nothing of it is taken away from assistive technology.
    expect(document.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    for (const hidden of document.querySelectorAll('[aria-hidden="true"]')) expect(hidden.tagName.toLowerCase()).toBe('svg');
    expect(image.closest('[aria-hidden="true"]')).toBeNull();

    // A line per series through its points; a missing day breaks the line, it is not drawn as 0.
    const visitors = image.querySelector('[data-series="Bezoekers"] path')!.getAttribute('d')!;
    expect(visitors.match(/[ML]/g)).toEqual(['M', 'L', 'M', 'L']);
    expect(image.querySelectorAll('[data-series="Bezoekers"] circle')).toHaveLength(4);
    expect(image.querySelectorAll('[data-series="Paginaweergaven"] circle')).toHaveLength(5);
    expect(image.querySelector('[data-series="Paginaweergaven"] path')).toHaveAttribute('stroke-dasharray', '6 4');
    // The y axis runs from 0 to a round number above the highest figure.
    const yLabels = [...image.querySelectorAll('text[text-anchor="end"]')].map((label) => label.textContent);
    expect(yLabels[0]).toBe('0');
    expect(yLabels.at(-1)).toBe('1.500');
    expect(yLabels.length).toBeGreaterThanOrEqual(3);
  });

  test('on a phone (343 pixels) the day labels are thinned so they never overlap, and the text keeps its size', () => {
    let report: (width: number) => void = () => undefined;
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        report = (width) => callback([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    try {
      const xs = days(90);
      // Day 4 stands alone between two days without figures.
      const points = xs.map((x, index) => ({ x, y: index === 2 || index === 4 ? null : index }));
      render(<LineChart title="Bezoekers per dag" series={[{ label: 'Bezoekers', points }]} />);
      act(() => report(343));
      const image = screen.getByRole('img');
      // One unit of the drawing is one pixel of the screen: 12-pixel text stays 12 pixels.
      expect(image).toHaveAttribute('viewBox', '0 0 343 240');
      const labels = [...image.querySelectorAll('text[text-anchor="middle"]')];
      expect(labels.length).toBeGreaterThanOrEqual(3);
      expect(labels.length).toBeLessThan(10);
      const positions = labels.map((label) => Number(label.getAttribute('x')));
      const widest = Math.max(...xs.map((x) => x.length)) * 12 * 0.6;
      for (let index = 1; index < positions.length; index += 1) expect(positions[index] - positions[index - 1]).toBeGreaterThan(widest);
      expect(positions.at(-1)! + widest / 2).toBeLessThanOrEqual(343);
      expect(positions[0] - widest / 2).toBeGreaterThanOrEqual(0);
      // 90 days are too many dots: the line alone (with a dot only where a day stands alone), every day in the table.
      expect(image.querySelectorAll('circle')).toHaveLength(1);
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(91);
    } finally {
      globalThis.ResizeObserver = original;
    }
  });

  test('without any figure the chart says so', () => {
    render(<LineChart title="Bezoekers per dag" series={[{ label: 'Bezoekers', points: [] }]} />);
    expect(screen.getByRole('img', { name: 'Bezoekers per dag: lijngrafiek, nog zonder gegevens.' })).toBeInTheDocument();
  });
});
