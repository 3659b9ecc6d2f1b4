import { HTTPError, NetworkError } from 'ky';
import { describeApiError, failedField, firstSentence, isMissingResource, isResourceId, requestIdOf } from './error-messages.ts';
import { errors } from '../messages/errors.ts';
import { errorTexts } from '../contracts/error-texts.ts';

function httpError(status: number, body: unknown, headers?: HeadersInit): HTTPError {
  const request = new Request('http://localhost/api/x');
  const error = new HTTPError(new Response(null, { status, headers }), request, {} as never);
  error.data = body as never;
  return error;
}

describe('describeApiError: the error catalogue of SPEC §8', () => {
  test.each([
    ['provider', errors.duplicate.provider],
    ['tool', errors.duplicate.tool],
    ['faq', errors.duplicate.faq],
  ] as const)('ER_DUP_ENTRY on the %s form', (context, message) => {
    expect(describeApiError(httpError(409, { code: 'ER_DUP_ENTRY', message: 'x' }), context)).toBe(message);
  });

  test.each([
    ['general', errors.validation.general],
    ['faq', errors.validation.general],
    ['forumPost', errors.validation.forumPost],
    ['forumPostEdit', errors.validation.forumPostEdit],
    ['settingsCreate', errors.validation.settingsCreate],
    ['settingsEdit', errors.validation.settingsEdit],
  ] as const)('VALIDATION_FAILED on %s', (context, message) => {
    expect(describeApiError(httpError(400, { code: 'VALIDATION_FAILED', message: 'x' }), context)).toBe(message);
  });

  test('any other code names the code', () => {
    expect(describeApiError(httpError(403, { code: 'FORBIDDEN', message: 'x' }))).toBe(
      'Er ging iets mis. Probeer dit later opnieuw! Reden: FORBIDDEN',
    );
  });

  test('a response without the error model names the status', () => {
    expect(describeApiError(httpError(502, '<html>Bad gateway</html>'))).toBe(
      'Er ging iets mis. Probeer dit later opnieuw! Reden: 502',
    );
  });

  test('no connection', () => {
    const request = new Request('http://localhost/api/x');
    expect(describeApiError(new NetworkError(request, { cause: new Error('refused') } as never))).toBe(
      'Er kon geen connectie worden gemaakt met de server.',
    );
  });
});

describe('reads by id', () => {
  test.each([
    ['1', true],
    ['42', true],
    ['9999999999', true],
    ['0', false],
    ['007', false],
    ['-3', false],
    ['abc', false],
    ['1e3', false],
    ['12345678901', false],
    [undefined, false],
  ])('%s is an id worth asking the API about: %s', (id, expected) => {
    expect(isResourceId(id)).toBe(expected);
  });

  test('404 and a refused id mean missing; other failures do not', () => {
    expect(isMissingResource(httpError(404, { code: 'NOT_FOUND', message: 'x' }))).toBe(true);
    expect(isMissingResource(httpError(400, { code: 'VALIDATION_FAILED', message: 'x' }))).toBe(true);
    expect(isMissingResource(httpError(404, '<html>Not found</html>'))).toBe(true);
    expect(isMissingResource(httpError(500, { code: 'INTERNAL', message: 'x' }))).toBe(false);
    expect(isMissingResource(httpError(503, 'down'))).toBe(false);
    expect(isMissingResource(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('describeApiError: the forms with texts of their own (SPEC §8)', () => {
  const noConnection = () => new NetworkError(new Request('http://localhost/api/x'), { cause: new Error('refused') } as never);

  test.each([
    ['login', httpError(401, { code: 'UNAUTHORIZED', message: 'x' }), errors.login.invalidCredentials],
    ['login', httpError(400, { code: 'VALIDATION_FAILED', message: 'x' }), errors.login.invalidCredentials],
    ['login', httpError(500, { code: 'INTERNAL_ERROR', message: 'x' }), errors.login.unexpected],
    ['login', noConnection(), errors.login.noResponse],
    ['registration', httpError(400, { code: 'VALIDATION_FAILED', message: 'x' }), errors.registration.validationFailed],
    ['registration', httpError(409, { code: 'ER_DUP_ENTRY', message: 'x' }), errors.registration.alreadyRegistered],
    ['registration', noConnection(), errors.login.noResponse],
    ['accountUpdate', httpError(400, { code: 'VALIDATION_FAILED', message: 'x' }), errors.accountUpdate.validationFailed],
    ['accountUpdate', httpError(409, { code: 'ER_DUP_ENTRY', message: 'x' }), errors.accountUpdate.emailTaken],
    ['accountUpdate', httpError(500, { code: 'INTERNAL_ERROR', message: 'x' }), errors.accountUpdate.unexpected],
    ['accountUpdate', noConnection(), errors.accountUpdate.noResponse],
    ['userEdit', httpError(409, { code: 'ER_DUP_ENTRY', message: 'x' }), errors.userEdit.emailTaken],
    ['userEdit', httpError(403, { code: 'FORBIDDEN', message: 'x' }), 'Er ging iets mis. Probeer dit later opnieuw! Reden: FORBIDDEN'],
    [
      'userDelete',
      httpError(409, { code: 'ER_ROW_IS_REFERENCED', message: 'Deze gebruiker beheert nog providers. Koppel eerst die providers.' }),
      'Deze gebruiker beheert nog providers.',
    ],
    // The last admin, whether demoted or removed: the site must keep someone who can administer it.
    ['general', httpError(409, { code: 'LAST_ADMIN', message: 'x' }), errors.lastAdmin],
    ['userDelete', httpError(409, { code: 'LAST_ADMIN', message: 'x' }), errors.lastAdmin],
  ] as const)('%s: %#', (context, error, message) => {
    expect(describeApiError(error, context)).toBe(message);
  });
});

test('SPEC §8: the first sentence of a server message', () => {
  expect(firstSentence('Gebruiker beheert nog providers. Verwijder die eerst.')).toBe(
    'Gebruiker beheert nog providers.',
  );
  expect(firstSentence('Kan niet verwijderen! Reden: fk_provider_user.')).toBe('Kan niet verwijderen!');
  // a dot inside a word (an address, a constraint name) does not end the sentence
  expect(firstSentence('Cannot delete user a.b@example.be: referenced. More')).toBe(
    'Cannot delete user a.b@example.be: referenced.',
  );
  expect(firstSentence('  zonder punt  ')).toBe('zonder punt');
});

describe('describeApiError: the community’s texts', () => {
  test.each([
    ['review', 30, 'Je moet 30 minuten wachten voordat je een nieuwe review kan plaatsen!'],
    ['review', 1, 'Je moet 1 minuut wachten voordat je een nieuwe review kan plaatsen!'],
    ['comment', 12, 'Je moet 12 minuten wachten voordat je een nieuwe reactie kan plaatsen!'],
  ] as const)('COOL_DOWN on the %s form with %i minutes left (SPEC §8)', (context, minutes, message) => {
    expect(describeApiError(httpError(429, { code: 'COOL_DOWN', message: 'x', details: { minutes } }), context)).toBe(message);
  });

  test('RATE_LIMITED names the whole minutes to wait, on any screen', () => {
    const limited = httpError(429, { code: 'RATE_LIMITED', message: 'x', details: { retryAfterSeconds: 61 } });
    expect(describeApiError(limited, 'comment')).toBe('Even geduld: er kwamen te veel aanvragen na elkaar. Probeer het over 2 minuten opnieuw.');
    expect(describeApiError(limited, 'forumPost')).toBe(describeApiError(limited, 'comment'));
    expect(describeApiError(httpError(429, { code: 'RATE_LIMITED', message: 'x', details: { retryAfterSeconds: 5 } }))).toBe(
      'Even geduld: er kwamen te veel aanvragen na elkaar. Probeer het over 1 minuut opnieuw.',
    );
  });

  test("a review that cannot be deleted reads SPEC §8's text, a second report says it was reported", () => {
    expect(describeApiError(httpError(500, { code: 'INTERNAL_ERROR', message: 'x' }), 'reviewDelete')).toBe(
      'Er is een fout opgetreden, probeer dit later opnieuw.',
    );
    expect(describeApiError(httpError(409, { code: 'ER_DUP_ENTRY', message: 'x' }), 'report')).toBe(errors.alreadyReported);
  });

  test('any other code on the post and settings forms names the raw code; a failure without the error model its status', () => {
    expect(describeApiError(httpError(403, { code: 'FORBIDDEN', message: 'x' }), 'settingsCreate')).toBe(
      'Er ging iets mis. Probeer dit later opnieuw! Reden: FORBIDDEN',
    );
    expect(describeApiError(httpError(502, 'Bad gateway'), 'forumPost')).toBe('Er ging iets mis. Probeer dit later opnieuw! Reden: 502');
  });

  test("removing your own account: the API's Dutch reason for not believing it was you, and the field it names", () => {
    const wrong = httpError(400, { code: 'VALIDATION_FAILED', message: 'Het wachtwoord klopt niet.', details: [{ field: 'password', message: 'Het wachtwoord klopt niet.' }] });
    expect(describeApiError(wrong, 'accountDelete')).toBe('Het wachtwoord klopt niet.');
    expect(failedField(wrong)).toBe('password');
    const waiting = httpError(429, { code: 'RATE_LIMITED', message: 'Te veel foute wachtwoorden. Probeer het over 30 seconden opnieuw.' });
    expect(describeApiError(waiting, 'accountDelete')).toBe('Te veel foute wachtwoorden. Probeer het over 30 seconden opnieuw.');
    expect(failedField(waiting)).toBeNull();
    // The last admin and anything else read as everywhere.
    expect(describeApiError(httpError(409, { code: 'LAST_ADMIN', message: 'x' }), 'accountDelete')).toBe(errors.lastAdmin);
    expect(describeApiError(httpError(500, { code: 'INTERNAL_ERROR', message: 'x' }), 'accountDelete')).toBe(errors.otherCode('INTERNAL_ERROR'));
  });
});

describe('describeApiError: images (decision 0023)', () => {
  test("a logo or photo the API could not fetch: the API's Dutch message, which names the image and why, on any form", () => {
    const message = 'Het logo kon niet worden opgehaald: de server antwoordde met status 404.';
    const failed = httpError(400, {
      code: 'VALIDATION_FAILED',
      message,
      details: [{ field: 'body.logoUrl', message: 'kon niet worden opgehaald: de server antwoordde met status 404' }],
    });
    for (const context of ['provider', 'providerUpdate', 'general'] as const) expect(describeApiError(failed, context)).toBe(message);
    const photo = httpError(400, { code: 'VALIDATION_FAILED', message: 'De foto van Lotte Peeters kon niet worden opgehaald: …', details: [{ field: 'body.team.0.photoUrl', message: 'x' }] });
    expect(describeApiError(photo, 'settingsEdit')).toBe('De foto van Lotte Peeters kon niet worden opgehaald: …');
    // Another field keeps the catalogue's text.
    expect(describeApiError(httpError(400, { code: 'VALIDATION_FAILED', message: 'x', details: [{ field: 'body.url', message: 'x' }] }), 'providerUpdate')).toBe(errors.validation.general);
  });

  test.each([
    [413, 'PAYLOAD_TOO_LARGE', errors.imageUpload.tooLarge],
    [415, 'UNSUPPORTED_MEDIA_TYPE', errors.imageUpload.wrongType],
    [400, 'VALIDATION_FAILED', errors.imageUpload.notAnImage],
    [401, 'UNAUTHORIZED', errors.imageUpload.forbidden],
    [403, 'FORBIDDEN', errors.imageUpload.forbidden],
  ] as const)('an upload refused with %i %s', (status, code, message) => {
    expect(describeApiError(httpError(status, { code, message: 'x' }), 'imageUpload')).toBe(message);
  });
});

describe('requestIdOf: the id a user can name when they report a failure', () => {
  const hex16 = '0123456789abcdef';
  const hex32 = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

  test("the error body's requestId first, else the X-Request-Id header", () => {
    expect(requestIdOf(httpError(500, { code: 'INTERNAL_ERROR', message: 'x', requestId: hex16 }, { 'X-Request-Id': hex32 }))).toBe(hex16);
    expect(requestIdOf(httpError(500, { code: 'INTERNAL_ERROR', message: 'x' }, { 'X-Request-Id': hex32 }))).toBe(hex32);
    // A proxy's page without the error model still carries the header.
    expect(requestIdOf(httpError(502, '<html>Bad gateway</html>', { 'x-request-id': 'lb-7:req.42_a' }))).toBe('lb-7:req.42_a');
  });

  test('only an id of 1 to 128 letters, digits and . _ : -; an implausible body id falls back to the header', () => {
    expect(requestIdOf(httpError(500, { code: 'INTERNAL_ERROR', message: 'x', requestId: 'a'.repeat(128) }))).toBe('a'.repeat(128));
    for (const requestId of ['', 'a'.repeat(129), 'id met spatie', '<script>', 'ïd', 'a/b', 42, null]) {
      expect(requestIdOf(httpError(500, { code: 'INTERNAL_ERROR', message: 'x', requestId }))).toBeNull();
    }
    expect(requestIdOf(httpError(500, { code: 'INTERNAL_ERROR', message: 'x', requestId: 'a b' }, { 'X-Request-Id': hex16 }))).toBe(hex16);
    expect(requestIdOf(httpError(500, { code: 'INTERNAL_ERROR', message: 'x' }, { 'X-Request-Id': 'a;b' }))).toBeNull();
  });

  test('nothing without an answer, or without an id', () => {
    expect(requestIdOf(httpError(500, { code: 'INTERNAL_ERROR', message: 'x' }))).toBeNull();
    expect(requestIdOf(new NetworkError(new Request('http://localhost/api/x'), { cause: new Error('refused') } as never))).toBeNull();
    expect(requestIdOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(requestIdOf({ requestId: hex16 })).toBeNull();
    expect(requestIdOf(null)).toBeNull();
  });
});

describe('texts and codes shared with the API', () => {
  test('the texts the API answers too keep SPEC’s words', () => {
    expect([errors.duplicate.provider, errors.duplicate.tool, errors.providerDeleteBlocked, errors.tooManyKeywords(5)]).toEqual([
      'Deze provider bestaat al!',
      'Deze AI-tool bestaat al!',
      'U kan deze provider niet verwijderen aangezien deze nog gekoppeld is aan een AI-tool!',
      'Je kan maar maximaal 5 keywords toevoegen.',
    ]);
    expect(errorTexts.noneWithId('tool', 7)).toBe('Geen AI-tool met id 7.');
  });

  test('a code this build does not know (a newer API) still reads as a failure naming it', () => {
    const newer = httpError(409, { code: 'SOMETHING_NEW', message: 'x' });
    expect(describeApiError(newer)).toBe(errors.otherCode('SOMETHING_NEW'));
    expect(describeApiError(newer, 'tool')).toBe(errors.otherCode('SOMETHING_NEW'));
  });
});
