// Journey of the forum (decision 0014): a user asks a question in the forum with the keyboard, another user answers, the author edits
// the question, and an admin deletes the answer. Real logins through the embedded identity provider.
import type { ForumComment, ForumIssue, ListResponse } from 'shared/contracts';
import { screenshot, visit } from '../support/browser.ts';
import { logInAsFirstAdmin } from '../support/first-admin.ts';
import { journeyPerTest } from '../support/journey.ts';
import { completeWelcome, createAccount, logIn, popupMessage, type Person } from '../support/login.ts';
import { messages } from '../support/texts.ts';
import { eventually, expectText } from '../support/wait.ts';

const text = messages.forum;
const asker: Person = { email: 'jonas.wouters@festivalteam.be', password: 'Vraag-en-antwoord-1', firstname: 'Jonas', lastname: 'Wouters' };
const answerer: Person = { email: 'ines.lambert@beurshal.be', password: 'Antwoord-2026x', firstname: 'Ines', lastname: 'Lambert' };
const subject = 'Badges scannen met gezichtsherkenning?';
const question = 'Mag dat volgens de AVG op een beurs met 2000 bezoekers?';

const { site, page } = journeyPerTest();
let issueId: number;

const newestIssue = async () => (await site.api<ListResponse<ForumIssue>>('issues/data?limit=1&offset=0')).data[0];

test("a user asks a question with the keyboard: '+', subject, question, create; the list shows it", async () => {
  await visit(page, site.url, '/forum');
  await createAccount(page, asker);
  await completeWelcome(page, asker);

  await page.getByRole('button', { name: text.list.create }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: text.list.createTitle });
  await dialog.waitFor();
  await page.keyboard.type(subject);
  await page.keyboard.press('Tab');
  await page.keyboard.type(question);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await popupMessage(page, text.list.posted).waitFor();
  await dialog.waitFor({ state: 'detached' });
  const first = page.getByRole('region', { name: text.list.questionsTitle }).getByRole('listitem').first();
  await expectText(first.getByRole('heading'), subject);

  const issue = await newestIssue();
  expect(issue).toMatchObject({ subject, content: question, user_name: `${asker.firstname} ${asker.lastname}`, comments: 0 });
  issueId = issue.id;
  await screenshot(page, 'forum-asked', false);
});

test('another user answers the question; the count follows', async () => {
  await visit(page, site.url, `/forum/${issueId}`);
  await createAccount(page, answerer);
  await completeWelcome(page, answerer);
  await page.getByRole('heading', { level: 1, name: subject }).waitFor();
  // Not the author: no edit, but a report button.
  expect(await page.getByRole('button', { name: text.post.editLabel }).count()).toBe(0);
  await page.getByRole('button', { name: `${messages.community.report.button}: ${text.post.postLabel(`${asker.firstname} ${asker.lastname}`)}` }).waitFor();

  const form = page.getByRole('form', { name: text.post.commentForm });
  await form.getByLabel(text.post.commentContent).fill('Enkel met uitdrukkelijke toestemming, en bied altijd een gewone badge aan.');
  await form.getByRole('button', { name: text.post.commentSubmit }).click();
  await popupMessage(page, text.post.commentPosted).waitFor();
  await page.getByRole('article', { name: text.post.commentBy(`${answerer.firstname} ${answerer.lastname}`) }).waitFor();
  await eventually(async () => (await site.api<ForumIssue>(`issues/${issueId}`)).comments, (count) => count === 1, 'one comment');

  // A second answer at once: the cool-down of SPEC §5.
  await form.getByLabel(text.post.commentContent).fill('En nog iets.');
  await form.getByRole('button', { name: text.post.commentSubmit }).click();
  const refusal = form.getByRole('alert');
  await refusal.getByRole('heading', { name: messages.errors.commentNotPosted }).waitFor();
  // The box's first paragraph is the message; the request's reference follows it.
  await expectText(refusal.locator('p').first(), messages.errors.coolDown(30, 'reactie'));
});

test('the author edits the question', async () => {
  await visit(page, site.url, '/');
  await logIn(page, asker.email, asker.password);
  await popupMessage(page, messages.auth.loggedInAs(asker.email)).waitFor();
  await visit(page, site.url, `/forum/${issueId}`);
  await page.getByRole('button', { name: text.post.editLabel }).click();
  await page.getByLabel(text.post.content).fill(`${question} Het gaat om een besloten vakbeurs.`);
  await page.getByRole('button', { name: text.post.save }).click();
  await popupMessage(page, text.post.updated).waitFor();
  await page.getByRole('region', { name: text.post.question }).getByText(`${question} Het gaat om een besloten vakbeurs.`).waitFor();
  expect((await site.api<ForumIssue>(`issues/${issueId}`)).content).toBe(`${question} Het gaat om een besloten vakbeurs.`);
});

test("an admin deletes the answer after 'Weet je het zeker?'", async () => {
  await logInAsFirstAdmin(page, site);
  await visit(page, site.url, `/forum/${issueId}`);
  const answer = page.getByRole('article', { name: text.post.commentBy(`${answerer.firstname} ${answerer.lastname}`) });
  await answer.getByRole('button', { name: text.post.commentRemoveLabel(`${answerer.firstname} ${answerer.lastname}`) }).click();
  const confirm = page.getByRole('dialog', { name: text.post.commentRemoveTitle });
  await confirm.getByRole('button', { name: messages.community.remove }).click();
  await popupMessage(page, text.post.commentRemoved).waitFor();
  await answer.waitFor({ state: 'detached' });
  await page.getByText(text.post.noComments).waitFor();
  expect((await site.api<ListResponse<ForumComment>>(`comments/issue/${issueId}`)).count).toBe(0);
});
