import { resolveToolUrl } from './tool-url.ts';

describe('URL rules of the tool detail page', () => {
  test.each([
    ['https://roadmap.example.org/AI-tool/NoShowTool', { kind: 'internal', to: '/AI-tool/NoShowTool' }],
    ['/AI-tool/NoShowTool', { kind: 'internal', to: '/AI-tool/NoShowTool' }],
    ['www.odoo.com/app/events', { kind: 'external', href: 'http://www.odoo.com/app/events' }],
    ['WWW.CVENT.COM', { kind: 'external', href: 'http://WWW.CVENT.COM' }],
    ['https://chatgpt.com', { kind: 'external', href: 'https://chatgpt.com' }],
    ['http://example.org/case.pdf', { kind: 'external', href: 'http://example.org/case.pdf' }],
    ['  https://chatgpt.com  ', { kind: 'external', href: 'https://chatgpt.com' }],
    ['chatgpt.com', { kind: 'external', href: 'http://chatgpt.com' }],
  ])('%s', (url, expected) => {
    expect(resolveToolUrl(url)).toEqual(expected);
  });

  test('no link for an empty value or a script scheme', () => {
    expect(resolveToolUrl('')).toBeNull();
    expect(resolveToolUrl('   ')).toBeNull();
    expect(resolveToolUrl(null)).toBeNull();
    expect(resolveToolUrl('javascript:alert(1)')).toBeNull();
    expect(resolveToolUrl('data:text/html,<b>x</b>')).toBeNull();
  });
});
