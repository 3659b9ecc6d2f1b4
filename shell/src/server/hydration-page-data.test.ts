// The browser's side of a server-rendered page: the answers sent in <script id="page-data"> are taken while the page
// hydrates at the address it was rendered for, and gone once the visitor moved on; without a rendered page, none.
import { hydrationPageData } from './hydration-page-data.ts';

const ANSWERS = { '["faq",1]': { id: 1, question: 'Waarom?' }, '["tools",9]': null };

function renderedPage(root: string, data: string): void {
  document.body.innerHTML = `<div id="root">${root}</div><script type="application/json" id="page-data">${data}</script>`;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

test("take() gives the answer a query was rendered with while the address stays the same, null answers included", () => {
  window.history.replaceState(null, '', '/?zoek=badges');
  renderedPage('<main>Zoek AI-tools</main>', JSON.stringify(ANSWERS));
  const pageData = hydrationPageData();
  expect(pageData?.side).toBe('browser');
  expect(pageData?.take('["faq",1]')).toEqual({ data: { id: 1, question: 'Waarom?' } });
  // Hydration takes in more than one pass: the same answer again.
  expect(pageData?.take('["faq",1]')).toEqual({ data: { id: 1, question: 'Waarom?' } });
  expect(pageData?.take('["tools",9]')).toEqual({ data: null });
  expect(pageData?.take('["faq",2]')).toBeUndefined();
  // Not an own answer of the data.
  expect(pageData?.take('toString')).toBeUndefined();
});

test('after the visitor moved to another address (history.pushState) nothing is taken', () => {
  renderedPage('<main>Zoek AI-tools</main>', JSON.stringify(ANSWERS));
  const pageData = hydrationPageData();
  window.history.pushState(null, '', '/forum');
  expect(pageData?.take('["faq",1]')).toBeUndefined();
  // Another search on the same page is another address too.
  window.history.pushState(null, '', '/?zoek=badges');
  expect(pageData?.take('["faq",1]')).toBeUndefined();
});

test('the browser does not load page data: only the server does', async () => {
  renderedPage('<main>Zoek AI-tools</main>', JSON.stringify(ANSWERS));
  await expect(hydrationPageData()!.load('["faq",1]', async () => ({ id: 1 }))).rejects.toThrow('Only the server loads page data');
});

test('without page data, with empty page data, or with an empty #root (a page the browser renders): null', () => {
  document.body.innerHTML = '<div id="root"><main>Zoek AI-tools</main></div>';
  expect(hydrationPageData()).toBeNull();
  renderedPage('<main>Zoek AI-tools</main>', '');
  expect(hydrationPageData()).toBeNull();
  renderedPage('', JSON.stringify(ANSWERS));
  expect(hydrationPageData()).toBeNull();
  document.body.innerHTML = '';
  expect(hydrationPageData()).toBeNull();
});
