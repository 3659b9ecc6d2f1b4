import { domainMatches } from './claim-repository.ts';

test.each([
  ['an@congres-noord.be', 'https://www.congres-noord.be/over-ons', true],
  ['an@mail.congres-noord.be', 'congres-noord.be', true],
  ['an@congres-noord.be', 'www.events.congres-noord.be', true],
  ['an@gmail.com', 'https://www.congres-noord.be', false],
  ['an@noord.be', 'https://congres-noord.be', false],
  ['an@congres-noord.be', 'geen url', false],
])('%s claiming %s: the domains match = %s', (email, url, expected) => {
  expect(domainMatches(email, url)).toBe(expected);
});
