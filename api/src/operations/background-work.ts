// The app's work outside requests: the hourly purge of expired personal data and the weekly insights mail (when the
// server asks for them), the queue of counted visits, and the conversion of images still on other hosts. Each one
// stops when the app closes, so a clean stop leaves nothing half written before the database closes.
import type { FastifyInstance } from 'fastify';
import { createForeignImageAdoption, type ForeignImageAdoption } from '../modules/images/foreign-images.ts';
import type { InsightService } from '../modules/insights/service.ts';
import { scheduleWeeklyMail } from '../modules/insights/weekly-mail.ts';
import { scheduleRetention } from '../modules/privacy/retention.ts';
import type { Services } from '../services.ts';

export interface BackgroundWorkOptions {
  /** The hourly purge and the weekly mail: the server turns them on, tests call them. */
  schedules: boolean;
  /** Once listening, convert the images still on other hosts (decision 0023). */
  adoptForeignImages: boolean;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The start-up's conversion of images on other hosts (decision 0023): a test awaits `start()`. */
    foreignImages: ForeignImageAdoption;
    /** Counting and its figures: a test writes the queued events at once (recorder.flush) instead of waiting. */
    insights: InsightService;
  }
}

export function startBackgroundWork(app: FastifyInstance, services: Services, options: BackgroundWorkOptions): void {
  if (options.schedules) {
    const retention = scheduleRetention(services.privacy, app.log);
    app.addHook('onClose', async () => retention.stop());
    const weeklyMail = scheduleWeeklyMail(services.insights, options.now, app.log);
    app.addHook('onClose', async () => weeklyMail.stop());
  }
  // Counted events wait in memory for at most a second; a clean stop writes them before the database closes.
  services.insights.recorder.start();
  app.addHook('onClose', async () => services.insights.recorder.stop());
  app.decorate('insights', services.insights);

  const foreignImages = createForeignImageAdoption([services.providers.adoptForeignLogos, services.siteContent.adoptForeignImages], app.log);
  app.decorate('foreignImages', foreignImages);
  // After listening, not before: the start never waits for another host.
  if (options.adoptForeignImages) {
    app.addHook('onListen', (done) => {
      void foreignImages.start();
      done();
    });
  }
  app.addHook('onClose', () => foreignImages.stop());
}
