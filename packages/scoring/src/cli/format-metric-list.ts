import type { MetricDefinition } from '../metrics/metric-registry.ts';

/** The metrics as text: name, direction, input layout and description, then each option. */
export function formatMetricList(metrics: readonly MetricDefinition[]): string {
  const width = Math.max(...metrics.map((metric) => metric.name.length));
  const lines: string[] = [];
  for (const metric of metrics) {
    lines.push(`${metric.name.padEnd(width)}  ${metric.direction === 'higher' ? 'higher is better' : 'lower is better '}  ${metric.layout.padEnd(19)}  ${metric.description}`);
    for (const option of metric.options) {
      lines.push(`${''.padEnd(width)}    --option ${option.name}=...  ${option.description} (default: ${option.defaultValue === '' ? 'none' : option.defaultValue})`);
    }
  }
  return lines.join('\n');
}
