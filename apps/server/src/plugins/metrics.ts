import type { FastifyInstance } from 'fastify';

const BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  count: number;
  sum: number;
  buckets: number[];
}

/** Request counts and latency by route and status, in the Prometheus text format. */
export class RequestMetrics {
  private readonly series = new Map<string, Series>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = JSON.stringify([method, route, String(status)]);
    let s = this.series.get(key);
    if (!s) {
      s = { count: 0, sum: 0, buckets: BUCKETS_SECONDS.map(() => 0) };
      this.series.set(key, s);
    }
    s.count += 1;
    s.sum += seconds;
    BUCKETS_SECONDS.forEach((le, i) => {
      if (seconds <= le) s.buckets[i] = (s.buckets[i] ?? 0) + 1;
    });
  }

  render(): string {
    const lines: string[] = [
      '# HELP http_requests_total HTTP requests by method, route and status.',
      '# TYPE http_requests_total counter',
    ];
    const histogram: string[] = [
      '# HELP http_request_duration_seconds Time to answer, by method, route and status.',
      '# TYPE http_request_duration_seconds histogram',
    ];
    for (const [key, s] of this.series) {
      const [method, route, status] = JSON.parse(key) as [string, string, string];
      const labels = `method="${method}",route="${escapeLabel(route)}",status="${status}"`;
      lines.push(`http_requests_total{${labels}} ${s.count}`);
      BUCKETS_SECONDS.forEach((le, i) => {
        histogram.push(
          `http_request_duration_seconds_bucket{${labels},le="${le}"} ${s.buckets[i] ?? 0}`,
        );
      });
      histogram.push(`http_request_duration_seconds_bucket{${labels},le="+Inf"} ${s.count}`);
      histogram.push(`http_request_duration_seconds_sum{${labels}} ${s.sum.toFixed(6)}`);
      histogram.push(`http_request_duration_seconds_count{${labels}} ${s.count}`);
    }
    const mem = process.memoryUsage();
    const processLines = [
      '# HELP process_resident_memory_bytes Resident memory size in bytes.',
      '# TYPE process_resident_memory_bytes gauge',
      `process_resident_memory_bytes ${mem.rss}`,
      '# HELP nodejs_heap_used_bytes V8 heap in use, in bytes.',
      '# TYPE nodejs_heap_used_bytes gauge',
      `nodejs_heap_used_bytes ${mem.heapUsed}`,
      '# HELP process_uptime_seconds Seconds since the process started.',
      '# TYPE process_uptime_seconds gauge',
      `process_uptime_seconds ${process.uptime().toFixed(0)}`,
    ];
    return [...lines, ...histogram, ...processLines].join('\n') + '\n';
  }
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

export function registerMetrics(app: FastifyInstance, metrics: RequestMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL, so ids in paths cannot blow up the series count.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (_request, reply) => {
    reply.type('text/plain; version=0.0.4; charset=utf-8');
    return metrics.render();
  });
}
