import type { FastifyPluginAsync } from 'fastify';
import { SAMPLE_SECONDS, takeStatusSample } from './service.ts';

/**
 * A listening web server samples the system status once a minute (tests, which never listen,
 * sample by calling takeStatusSample). A failed sample leaves a gap in the page's series.
 */
const sampler: FastifyPluginAsync = async (app) => {
  let timer: NodeJS.Timeout | undefined;
  const sample = () =>
    takeStatusSample(app).catch((err: unknown) => app.log.warn({ err }, 'system status not sampled'));
  app.addHook('onListen', async () => {
    timer ??= setInterval(sample, SAMPLE_SECONDS * 1000).unref();
    void sample();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};

export default sampler;
