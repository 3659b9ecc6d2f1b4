// The name a download is saved under comes from the API's Content-Disposition, never as a path.
import { attachmentName } from './api-client.ts';

test.each([
  ['attachment; filename="mijn-gegevens-2026-05-04.json"', 'mijn-gegevens-2026-05-04.json'],
  ['attachment; filename=mijn-gegevens.json', 'mijn-gegevens.json'],
  ["attachment; filename=\"fallback.json\"; filename*=UTF-8''gegevens%20van%20Zo%C3%AB.json", 'gegevens van Zoë.json'],
  ['attachment; filename="..\\\\..\\\\etc/passwd"', 'passwd'],
  ['attachment; filename="a \\"quoted\\" name.json"', 'a "quoted" name.json'],
])('%s is saved as %s', (header, name) => {
  expect(attachmentName(header)).toBe(name);
});

test.each([null, '', 'inline', 'attachment; filename=""'])('%p names no file', (header) => {
  expect(attachmentName(header)).toBeNull();
});
