import { isValidPassword } from 'shared/contracts';
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
