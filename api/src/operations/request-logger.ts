// Each request's logger (request.log, reply.log): the app's logger with the request's id bound, made only when the
// request logs something. Fastify makes a pino child per request by default, whose bindings pino serialises at once:
// on a cached list read, which logs nothing, that was a fair share of the work beyond a bare route's
// (docs/decisions/0005-budgets.md). The first log call makes the same child, so every line still carries `reqId`.
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

class RequestLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #logger(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  get level(): string {
    return this.#options.level ?? this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger.level = level;
  }

  // Methods on the prototype: a request that logs nothing allocates no function for them. The arguments pass as
  // they came, so pino reads them as it would have.
  fatal(...args: unknown[]): void {
    forward(this.#logger, 'fatal', args);
  }

  error(...args: unknown[]): void {
    forward(this.#logger, 'error', args);
  }

  warn(...args: unknown[]): void {
    forward(this.#logger, 'warn', args);
  }

  info(...args: unknown[]): void {
    forward(this.#logger, 'info', args);
  }

  debug(...args: unknown[]): void {
    forward(this.#logger, 'debug', args);
  }

  trace(...args: unknown[]): void {
    forward(this.#logger, 'trace', args);
  }

  silent(...args: unknown[]): void {
    forward(this.#logger, 'silent', args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
}

/** Fastify's childLoggerFactory. */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}

function forward(logger: FastifyBaseLogger, method: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent', args: unknown[]): void {
  (logger[method] as (...args: unknown[]) => void).apply(logger, args);
}
