// The embedded provider's password rule, as NIST SP 800-63B (section 5.1.1.2) asks: at least 8 and up to
// 128 characters, every character allowed (spaces and Unicode, compared after NFC), no composition rules, and not
// a commonly used or breached password. The list is the 49,000 most common passwords of @zxcvbn-ts/language-common
// (a maintained package, shipped with the code, never fetched), and the site's own name and the person's address.
import { isValidPassword } from 'shared/contracts';

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The common passwords, read at the first new password rather than at every start: a restart does not wait the
 * 80 ms it takes, and a process in which nobody chooses a password (every one, with an external identity provider)
 * does not hold its 4 MB (decision 0005, amendment of 2026-12-07).
 */
function common(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((password) => password.toLowerCase())),
  );
  return commonPasswords;
}

const SITE_WORDS = ['roadmap', 'ai-tools', 'aitools', 'eventsector', 'airoadmap'];

export type PasswordProblem = 'length' | 'common';

/** What is wrong with a new password, or null; `email` is the account's address (not allowed as its password). */
export async function passwordProblem(password: string, email = ''): Promise<PasswordProblem | null> {
  if (!isValidPassword(password)) return 'length';
  const lower = password.normalize('NFC').toLowerCase();
  const local = email.toLowerCase().split('@')[0] ?? '';
  if ((await common()).has(lower) || SITE_WORDS.includes(lower) || lower === email.toLowerCase() || (local.length > 0 && lower === local)) return 'common';
  return null;
}
