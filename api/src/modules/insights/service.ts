// Insights: the admin's report, a provider's figures of their own tools, the public figures and the weekly mail.
// Everything is read from the totals per day (repository.ts), so a year of events answers as fast as a week.
import {
  EVENT_PHASES,
  INSIGHT_MAX_DAYS,
  type InsightReport,
  type InsightTopRow,
  type InsightTotals,
  type PublicFigures,
  type ToolInsights,
} from 'shared/contracts';
import type { Kysely } from 'kysely';
import type { Caller } from '../../auth/access.ts';
import type { Database } from '../../db/schema.ts';
import { notFound, validationFailed } from '../../errors/api-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RequestSignals, ServerEvent } from './event-rules.ts';
import type { DialectName } from '../../db/connect.ts';
import { createInsightRecorder, FLUSH_EVERY_MS } from './recorder.ts';
import { createInsightRepository, type Period } from './repository.ts';
import { createInsightFigures } from './figures-repository.ts';
import { addDays, daysBetween, isDay, lastTwelveMonths, siteDay } from './site-day.ts';
import { METRIC, type Metric } from './tally.ts';

const TOP_ROWS = 20;
/** Figures for at most this many tools, the most viewed first (an admin manages all of them). */
const ADMIN_TOOL_ROWS = 100;
const countryNames = new Intl.DisplayNames(['nl'], { type: 'region' });
const phaseLabels = new Map(EVENT_PHASES.map((phase) => [phase.value as string, phase.label]));

const TOTAL_METRICS: Record<keyof InsightTotals, Metric> = {
  visitors: METRIC.visitors,
  views: METRIC.views,
  websiteClicks: METRIC.website,
  searches: METRIC.searches,
  emptySearches: METRIC.emptySearches,
  predictions: METRIC.prediction,
};

export interface InsightServiceOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Off (COUNT_VISITS=false): every event is dropped; the figures stay readable. */
  counting: boolean;
  /** Whether an admin switched 'De roadmap in cijfers' on (the site content). */
  publicFiguresOn: () => Promise<boolean>;
  now: () => Date;
  mailer: Mailer;
  siteUrl: string;
  warn: (message: string, error: unknown) => void;
}

/** A period of whole days from the query, checked: real days, in order, not longer than INSIGHT_MAX_DAYS. */
export function checkedPeriod(from: string, to: string): Period {
  if (!isDay(from)) throw validationFailed('querystring.from', 'geen bestaande dag');
  if (!isDay(to)) throw validationFailed('querystring.to', 'geen bestaande dag');
  if (from > to) throw validationFailed('querystring.from', 'na het einde van de periode');
  if (daysBetween(from, to) > INSIGHT_MAX_DAYS) throw validationFailed('querystring.to', `meer dan ${INSIGHT_MAX_DAYS} dagen`);
  return { from, to };
}

export function createInsightService(options: InsightServiceOptions) {
  const { db, now, mailer, siteUrl, warn, publicFiguresOn } = options;
  const repository = createInsightRepository(db);
  const figures = createInsightFigures(db);
  const recorder = createInsightRecorder({ repository, now, warn, flushEveryMs: FLUSH_EVERY_MS[options.dialect] });

  async function totalsOf(period: Period): Promise<InsightTotals> {
    const sums = await repository.totals(Object.values(TOTAL_METRICS), period);
    return Object.fromEntries(Object.entries(TOTAL_METRICS).map(([name, metric]) => [name, sums.get(metric) ?? 0])) as InsightTotals;
  }

  async function labelled(metric: Metric, period: Period, label: (key: string) => string | undefined): Promise<InsightTopRow[]> {
    const rows = await repository.top(metric, period, TOP_ROWS);
    return rows.map((row) => ({ ...row, label: label(row.key) ?? row.key }));
  }

  async function report(period: Period): Promise<InsightReport> {
    const length = daysBetween(period.from, period.to);
    const previous = { from: addDays(period.from, -length), to: addDays(period.from, -1) };
    const [totals, previousTotals, perDay, pages, tools, websites, searches, emptySearches, phases, countries, keywords, referrers] =
      await Promise.all([
        totalsOf(period),
        totalsOf(previous),
        repository.perDay([METRIC.visitors, METRIC.views], period),
        repository.top(METRIC.page, period, TOP_ROWS),
        repository.top(METRIC.toolView, period, TOP_ROWS),
        repository.top(METRIC.website, period, TOP_ROWS),
        labelled(METRIC.searchText, period, () => undefined),
        labelled(METRIC.emptySearchText, period, () => undefined),
        labelled(METRIC.phase, period, (key) => phaseLabels.get(key)),
        labelled(METRIC.country, period, (key) => countryNames.of(key)),
        repository.top(METRIC.keyword, period, TOP_ROWS),
        labelled(METRIC.referrer, period, () => undefined),
      ]);
    const toolPage = (key: string) => /^\/AI-tool\/(\d+)$/.exec(key)?.[1];
    const toolIds = [...tools, ...websites].map((row) => Number(row.key));
    const toolNames = await repository.toolNames([...toolIds, ...pages.map((row) => Number(toolPage(row.key))).filter(Number.isInteger)]);
    const keywordNames = await repository.keywordNames(keywords.map((row) => Number(row.key)));
    const named = (rows: { key: string; count: number }[], names: Map<number, string>, gone: string) =>
      rows.map((row) => ({ ...row, label: names.get(Number(row.key)) ?? gone }));
    const byDay = new Map<string, { visitors: number; views: number }>();
    for (const row of perDay) {
      const entry = byDay.get(row.day) ?? { visitors: 0, views: 0 };
      if (row.metric === METRIC.visitors) entry.visitors = row.total;
      else entry.views = row.total;
      byDay.set(row.day, entry);
    }
    return {
      from: period.from,
      to: period.to,
      previousFrom: previous.from,
      previousTo: previous.to,
      totals,
      previousTotals,
      days: Array.from({ length }, (_, index) => {
        const day = addDays(period.from, index);
        return { day, ...(byDay.get(day) ?? { visitors: 0, views: 0 }) };
      }),
      // A tool's page by the tool's name as well: '/AI-tool/9' alone says nothing.
      pages: pages.map((row) => {
        const id = toolPage(row.key);
        const name = id === undefined ? undefined : toolNames.get(Number(id));
        return { ...row, label: name === undefined ? row.key : `${name} (${row.key})` };
      }),
      tools: named(tools, toolNames, '(verwijderde AI-tool)'),
      websites: named(websites, toolNames, '(verwijderde AI-tool)'),
      searches,
      emptySearches,
      phases,
      countries,
      keywords: named(keywords, keywordNames, '(verwijderd keyword)'),
      referrers,
    };
  }

  /** A provider's own tools (an admin: the most viewed tools) with their counts and their rating per month. */
  async function toolInsights(caller: Caller, period: Period): Promise<ToolInsights> {
    let tools = await figures.toolsManagedBy(caller.roles.includes('admin') ? null : caller.userId);
    if (tools.length > ADMIN_TOOL_ROWS) {
      const mostViewed = new Set((await repository.top(METRIC.toolView, period, ADMIN_TOOL_ROWS)).map((row) => Number(row.key)));
      tools = [...tools.filter((tool) => mostViewed.has(tool.id)), ...tools.filter((tool) => !mostViewed.has(tool.id))].slice(0, ADMIN_TOOL_ROWS);
    }
    const counts = await repository.forKeys([METRIC.toolView, METRIC.website, METRIC.shown], tools.map((tool) => String(tool.id)), period);
    const countOf = (metric: Metric, id: number) => counts.find((row) => row.metric === metric && row.key === String(id))?.count ?? 0;
    const months = lastTwelveMonths(period.to);
    const ratings = await figures.ratingsPerMonth([...new Set(tools.map((tool) => tool.phase))], months.at(-1)!);
    const rows = tools.map((tool) => ({
      toolId: tool.id,
      name: tool.name,
      views: countOf(METRIC.toolView, tool.id),
      websiteClicks: countOf(METRIC.website, tool.id),
      shownInResults: countOf(METRIC.shown, tool.id),
      ratings: ratings.seriesOf(tool.id, tool.phase, months),
    }));
    return { ...period, tools: rows.sort((a, b) => b.views - a.views || a.name.localeCompare(b.name, 'nl')) };
  }

  async function publicFigures(): Promise<PublicFigures> {
    if (!(await publicFiguresOn())) throw notFound();
    const months = lastTwelveMonths(siteDay(now()));
    const [perPhase, counts, visitors, activity] = await Promise.all([
      figures.approvedToolsPerPhase(),
      figures.counts(),
      repository.visitorsPerMonth(`${months[0]}-01`),
      figures.activityPerMonth(months[0]),
    ]);
    return {
      toolsPerPhase: EVENT_PHASES.map((phase) => ({ phase: phase.value, label: phase.label, count: perPhase.get(phase.value) ?? 0 })),
      tools: [...perPhase.values()].reduce((sum, count) => sum + count, 0),
      reviews: counts.reviews,
      forumQuestions: counts.forumQuestions,
      months: months.map((month) => ({
        month,
        visitors: visitors.get(month) ?? 0,
        reviews: activity.reviews.get(month) ?? 0,
        forumQuestions: activity.forumQuestions.get(month) ?? 0,
      })),
    };
  }

  /** The week before `monday` (Monday to Sunday) in words, to each admin who asked for it; once across instances. */
  async function sendWeeklyMail(monday: string): Promise<number> {
    const admins = await repository.subscribedAdmins();
    if (admins.length === 0) return 0;
    const { totals, previousTotals, emptySearches, tools } = await report(checkedPeriod(addDays(monday, -7), addDays(monday, -1)));
    const change = (current: number, before: number) =>
      before === 0 ? (current === 0 ? '' : ' (nieuw)') : ` (${current >= before ? '+' : ''}${Math.round(((current - before) / before) * 100)} %)`;
    const line = (label: string, key: keyof InsightTotals) => `${label}: ${totals[key]}${change(totals[key], previousTotals[key])}`;
    const text = [
      `De cijfers van de roadmap van ${addDays(monday, -7)} tot en met ${addDays(monday, -1)} (tussen haakjes: het verschil met de week ervoor).`,
      '',
      line('Bezoekers', 'visitors'),
      line('Paginaweergaven', 'views'),
      line('Klikken naar websites', 'websiteClicks'),
      line('Zoekopdrachten', 'searches'),
      line('Zoekopdrachten zonder resultaat', 'emptySearches'),
      line('No Show-voorspellingen', 'predictions'),
      '',
      'Meest bekeken AI-tools:',
      ...(tools.length ? tools.slice(0, 5).map((row) => `- ${row.label}: ${row.count}`) : ['- geen']),
      '',
      'Gezocht zonder resultaat (AI-tools die de roadmap nog mist):',
      ...(emptySearches.length ? emptySearches.slice(0, 10).map((row) => `- ${row.label}: ${row.count}`) : ['- geen']),
      '',
      `Alle cijfers: ${siteUrl.replace(/\/+$/, '')}/insights`,
      `Wil je deze mail niet meer? Zet hem uit op ${siteUrl.replace(/\/+$/, '')}/settings.`,
    ].join('\n');
    if (!(await repository.claimWeek(monday, now().toISOString()))) return 0;
    let sent = 0;
    for (const admin of admins) {
      try {
        await mailer.send({ to: admin.email, subject: 'De cijfers van de roadmap van vorige week', text: `Dag ${admin.firstname},\n\n${text}` });
        sent += 1;
      } catch (error) {
        warn(`insights: the weekly mail to an admin could not be sent`, error);
      }
    }
    return sent;
  }

  return {
    /** Counts an event of this request, unless it may not be counted; never waits for the database. */
    count: (signals: RequestSignals, event: ServerEvent) => options.counting && recorder.accept(signals, event),
    recorder,
    report,
    toolInsights,
    publicFigures,
    async mailChoice(caller: Caller): Promise<{ weekly: boolean }> {
      return { weekly: await repository.isSubscribed(caller.userId) };
    },
    async chooseMail(caller: Caller, weekly: boolean): Promise<{ weekly: boolean }> {
      if (weekly) await repository.subscribe(caller.userId, now().toISOString());
      else await repository.unsubscribe(caller.userId);
      return { weekly };
    },
    sendWeeklyMail,
  };
}

export type InsightService = ReturnType<typeof createInsightService>;
