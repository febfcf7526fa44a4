import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerHealthRoutes } from './health.routes';
import { monitorJob, scheduleMonitor } from './monitor.job';
import { registerMonitoringRoutes } from './monitoring.routes';
import { ProcessMetrics } from './process-metrics';
import { ProductLinesService } from './product-lines.service';
import { MONITOR_JOB } from './samples.repository';
import { SamplesService } from './samples.service';

export type { ProductLinesService, SamplesService };

/**
 * Health: the public probes (/health/live, /health/ready), and (issue 15) the server's health samples,
 * the product lines' endpoint probes and incidents, and implementation progress. The recurring work is
 * one durable job kind, started with the job runner (HEALTH_SAMPLE_SECONDS=0 turns it off).
 */
export function registerHealth(
  app: FastifyInstance,
  ctx: AppContext,
): { samples: SamplesService; productLines: ProductLinesService } {
  registerHealthRoutes(app, ctx);
  const metrics = new ProcessMetrics();
  app.addHook('onClose', async () => metrics.stop());
  const samples = new SamplesService(ctx, app, metrics);
  const productLines = new ProductLinesService(ctx, samples);
  registerMonitoringRoutes(app, ctx, samples, productLines);
  if (ctx.config.healthSampleSeconds > 0) {
    ctx.jobs.register(MONITOR_JOB, monitorJob(ctx, samples, productLines));
    ctx.jobs.onStart(() => scheduleMonitor(ctx, 0));
  }
  return { samples, productLines };
}
