// Once at start, in the background (decision 0023): the images written before the site stored its own — provider
// logos and the about page's photos and logos on other hosts — are fetched once and become the site's own; one
// that cannot be fetched is cleared and the log says why. Never awaited by the start or by a request: the content
// security policy already keeps a visitor's browser from loading an old address meanwhile. Stopping the API
// aborts it; what is left is done at the next start.
import type { FastifyBaseLogger } from 'fastify';
import type { ImageAdoption } from './service.ts';

interface Adopter {
  (signal: AbortSignal, report: (adoption: ImageAdoption) => void): Promise<void>;
}

export interface ForeignImageAdoption {
  /** Starts the conversion, or returns the one under way (or done). */
  start(): Promise<void>;
  /** Aborts it and waits until it has let go of the database. */
  stop(): Promise<void>;
}

export function createForeignImageAdoption(adopters: Adopter[], log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>): ForeignImageAdoption {
  const controller = new AbortController();
  let running: Promise<void> | null = null;

  function report(adoption: ImageAdoption): void {
    if (adoption.now === '') log.warn({ address: adoption.address, reason: adoption.reason }, `${adoption.what} kon niet worden opgehaald en is gewist: ${adoption.reason}`);
    else log.info({ address: adoption.address, now: adoption.now }, `${adoption.what} is nu een afbeelding van de site zelf`);
  }

  async function run(): Promise<void> {
    try {
      for (const adopt of adopters) {
        if (controller.signal.aborted) return;
        await adopt(controller.signal, report);
      }
    } catch (error) {
      if (!controller.signal.aborted) log.error({ err: error }, 'converting the images of other hosts stopped');
    }
  }

  return {
    start() {
      running ??= run();
      return running;
    },
    async stop() {
      controller.abort();
      await running;
    },
  };
}
