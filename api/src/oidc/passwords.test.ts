import { isValidPassword } from 'shared/contracts';
import { passwordProblem } from './password-rule.ts';
import { hashPassword, randomPassword, verifyPassword } from './passwords.ts';

test('scrypt hashes verify, in the stored format', async () => {
  const hash = await hashPassword('Geheim#2026');
  expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  expect(await verifyPassword('Geheim#2026', hash)).toBe(true);
  expect(await verifyPassword('Geheim#2027', hash)).toBe(false);
  expect(await hashPassword('Geheim#2026')).not.toBe(hash);
});

test('a malformed or greedy hash is a mismatch, not an error', async () => {
  for (const stored of ['', 'bcrypt$x', 'scrypt$32768$8$1$abc', 'scrypt$1048576$8$1$AAAA$AAAA', 'scrypt$3$8$1$AAAA$' + 'A'.repeat(43)]) {
    expect(await verifyPassword('x', stored)).toBe(false);
  }
});

test('random one-time passwords satisfy the rule', () => {
  for (let i = 0; i < 200; i++) expect(isValidPassword(randomPassword())).toBe(true);
});

describe('the password rule of NIST SP 800-63B', () => {
  test.each([
    ['a passphrase with spaces', 'de zaal is vol maar niet één plek vrij'],
    ['a password manager’s output of 40 characters', 'vT9#qL2@xR7!mW4$zK8%nB3^hJ6&cF1*dS5(gP0)'],
    ['64 characters', 'x'.repeat(30) + 'y'.repeat(34)],
    ['lower-case letters only', 'kaasschaaf'],
    ['Unicode beyond Latin', 'パスワードは長いほど良い'],
    ['emoji, counted as characters', '🎪🎟🎤🎶🎉🎈🎭🎬'],
  ])('%s is accepted', async (_what, password) => {
    expect(await passwordProblem(password, 'els@voorbeeld.be')).toBeNull();
  });

  test.each([
    ['shorter than 8 characters', 'kort', 'length'],
    ['seven characters with an emoji', 'kaas🎪ab', 'length'],
    ['longer than 128 characters', 'a'.repeat(129), 'length'],
    ['a common password', 'password', 'common'],
    ['a common password in capitals', 'QWERTY123', 'common'],
    ['a common Dutch one', 'welkom01', 'common'],
    ['the site’s name', 'eventsector', 'common'],
    ['the e-mail address itself', 'els@voorbeeld.be', 'common'],
    ['the address before the @', 'els.peeters', 'common'],
  ])('%s is refused', async (_what, password, problem) => {
    const email = password === 'els.peeters' ? 'els.peeters@voorbeeld.be' : 'els@voorbeeld.be';
    expect(await passwordProblem(password, email)).toBe(problem);
  });
});
