// Journeys: a visitor reads and searches the forum (SPEC §2 "Forum list", "Forum post detail") and the FAQ.
import type { Request } from 'playwright-core';
import type { Faq, ForumComment, ForumIssue } from 'shared/contracts';
import { screenshot, visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { waitUntilHydrated } from '../support/server-rendering.ts';
import { FORUM_PAGE_SIZE, FORUM_SEARCH_DEBOUNCE_MS, formatDateTime, messages } from '../support/texts.ts';
import { eventually, expectCount, expectText } from '../support/wait.ts';

const text = messages.forum;

let allIssues: ForumIssue[];
const { site, page } = journeyPerTest();

beforeAll(async () => {
  allIssues = (await site.api<{ data: ForumIssue[] }>('issues/data?limit=-1&offset=0')).data;
});

const questions = () => page.getByRole('region', { name: text.list.questionsTitle });
const questionLinks = () => questions().getByRole('listitem').getByRole('heading').getByRole('link');
const counter = () => questions().getByRole('status');
const searchBox = () => page.getByRole('searchbox', { name: text.list.searchLabel });

/** A word from a subject that some posts contain and others do not (found through the API). */
async function narrowingTerm(): Promise<{ term: string; matches: number }> {
  for (const issue of allIssues) {
    for (const word of issue.subject.split(/[^\p{L}]+/u).filter((item) => item.length >= 6 && item.length <= 20)) {
      const { count } = await site.api<{ count: number }>(`issues/data?limit=1&offset=0&filter=${encodeURIComponent(word)}`);
      if (count > 0 && count < allIssues.length) return { term: word, matches: count };
    }
  }
  throw new Error('No subject word narrows the forum');
}

test('the forum lists the newest questions with a counter', async () => {
  await visit(page, site.url, '/forum');
  await page.getByRole('heading', { level: 1, name: text.list.title }).waitFor();
  await expectText(counter(), text.list.count(allIssues.length));
  const shown = Math.min(allIssues.length, FORUM_PAGE_SIZE);
  await expectCount(questionLinks(), shown);
  expect(await questionLinks().allTextContents()).toEqual(allIssues.slice(0, shown).map((issue) => issue.subject));
  const first = questions().getByRole('listitem').first();
  await first.getByText(formatDateTime(allIssues[0]!.date), { exact: true }).waitFor();
  await first.getByText(text.list.comments(allIssues[0]!.comments), { exact: true }).waitFor();
  await screenshot(page, 'forum');
});

test('a search waits for the visitor to stop typing, then narrows the list; no match shows the empty-search text', async () => {
  const { term, matches } = await narrowingTerm();
  const searches: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/issues/data' && url.searchParams.has('filter')) searches.push(url.searchParams.get('filter')!);
  });

  await visit(page, site.url, '/forum');
  await expectText(counter(), text.list.count(allIssues.length));
  await searchBox().click();
  await page.keyboard.type(term, { delay: 60 });
  // Typing faster than the debounce sends nothing yet.
  expect(searches).toEqual([]);
  await expectText(counter(), text.list.count(matches), FORUM_SEARCH_DEBOUNCE_MS + 10_000);
  // One request for the whole term, none per keystroke.
  expect(searches).toEqual([term]);
  await page.waitForURL((url) => url.searchParams.get('zoek') === term);
  const subjects = await questionLinks().allTextContents();
  expect(subjects.length).toBe(Math.min(matches, FORUM_PAGE_SIZE));
  await screenshot(page, 'forum-search');

  const nothing = 'zeppelinvaart';
  expect((await site.api<{ count: number }>(`issues/data?limit=1&offset=0&filter=${nothing}`)).count).toBe(0);
  await searchBox().fill(nothing);
  await questions().getByText(text.list.emptySearch, { exact: true }).waitFor({ timeout: FORUM_SEARCH_DEBOUNCE_MS + 10_000 });
  await expectCount(questionLinks(), 0);
  const button = questions().getByRole('button', { name: text.list.none, exact: true });
  expect(await eventually(() => button.isDisabled(), Boolean, 'a disabled load-more button')).toBe(true);
  await screenshot(page, 'forum-search-empty');
});

test('a question opens with its comments, and back returns to the search it came from', async () => {
  const { term } = await narrowingTerm();
  const found = (await site.api<{ data: ForumIssue[] }>(`issues/data?limit=9&offset=0&filter=${encodeURIComponent(term)}`)).data;
  const issue = found[0]!;

  await visit(page, site.url, `/forum?zoek=${encodeURIComponent(term)}`);
  await eventually(() => searchBox().inputValue(), (value) => value === term, 'the term in the search box');
  // The page arrives rendered from the server: only once React runs does the link open the post inside the app,
  // where it knows the list it came from.
  const questionLink = questionLinks().filter({ hasText: issue.subject }).first();
  await waitUntilHydrated(questionLink);
  await questionLink.click();

  await page.waitForURL(`${site.url}/forum/${issue.id}`);
  await page.getByRole('heading', { level: 1, name: issue.subject }).waitFor();
  const question = page.getByRole('region', { name: text.post.question });
  await question.getByText(issue.content, { exact: true }).waitFor();
  await page.getByText(issue.user_name, { exact: true }).first().waitFor();

  const comments = (await site.api<{ data: ForumComment[] }>(`comments/issue/${issue.id}`)).data;
  const section = page.getByRole('region', { name: text.post.comments });
  if (comments.length === 0) {
    await section.getByText(text.post.noComments, { exact: true }).waitFor();
  } else {
    const articles = section.getByRole('article');
    await expectCount(articles, comments.length);
    for (const [index, comment] of comments.entries()) {
      await expectText(articles.nth(index).locator('header strong'), comment.user_name ?? text.userNameMissing);
      await articles.nth(index).getByText(comment.content, { exact: true }).waitFor();
    }
  }
  await screenshot(page, 'forum-post');

  // The one back control: a link back to the list the visitor came from, search included.
  await page.getByRole('link', { name: messages.common.back, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/forum' && url.searchParams.get('zoek') === term);
  await page.getByRole('heading', { level: 1, name: text.list.title }).waitFor();
  expect(await searchBox().inputValue()).toBe(term);
});

test('a question with comments shows every one of them, oldest first', async () => {
  const issue = allIssues.filter((item) => item.comments > 1).sort((a, b) => b.comments - a.comments)[0];
  expect(issue).toBeDefined();
  const comments = (await site.api<{ data: ForumComment[] }>(`comments/issue/${issue!.id}`)).data;
  expect(comments.length).toBe(issue!.comments);

  await visit(page, site.url, '/forum');
  await questionLinks().filter({ hasText: issue!.subject }).first().click();
  await page.getByRole('heading', { level: 1, name: issue!.subject }).waitFor();
  const articles = page.getByRole('region', { name: text.post.comments }).getByRole('article');
  await expectCount(articles, comments.length);
  const times = await articles.locator('time').allTextContents();
  expect(times).toEqual(comments.map((comment) => formatDateTime(comment.date)));
  const sorted = [...comments].sort((a, b) => a.date.localeCompare(b.date));
  expect(comments.map((comment) => comment.id)).toEqual(sorted.map((comment) => comment.id));
  await screenshot(page, 'forum-post-comments');
});

test('the FAQ opens and closes an answer with the keyboard', async () => {
  const faqs = (await site.api<{ data: Faq[] }>('faqs')).data;
  expect(faqs.length).toBeGreaterThan(0);
  await visit(page, site.url, '/FAQ');
  await page.getByRole('heading', { level: 1, name: text.faq.title }).waitFor();
  const first = page.getByRole('button', { name: faqs[0]!.question });
  await first.waitFor();
  expect(await first.getAttribute('aria-expanded')).toBe('false');
  const answer = page.getByRole('region', { name: faqs[0]!.question });
  expect(await answer.isVisible()).toBe(false);

  // Tab from the top of the page until the first question has the focus (bounded).
  await page.locator('body').focus();
  let focused = false;
  for (let presses = 0; presses < 40 && !focused; presses += 1) {
    await page.keyboard.press('Tab');
    focused = await first.evaluate((element) => element === document.activeElement);
  }
  expect(focused).toBe(true);
  await page.keyboard.press('Enter');
  await eventually(() => first.getAttribute('aria-expanded'), (value) => value === 'true', 'an expanded question');
  await answer.getByText(faqs[0]!.answer, { exact: true }).waitFor();
  await screenshot(page, 'faq-open');
  await page.keyboard.press('Space');
  await eventually(() => first.getAttribute('aria-expanded'), (value) => value === 'false', 'a collapsed question');
  expect(await answer.isVisible()).toBe(false);
});
