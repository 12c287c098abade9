import type { TFunction } from 'i18next';
import type { HostMetric } from '../api/host-api.ts';

/**
 * A metric as hosts read it: its name and one-line description from the catalogs (`host.metrics`),
 * the registry's key and English note only if a new metric has no entry yet.
 */
export function metricOption(t: TFunction, metric: HostMetric): { value: string; label: string } {
  const name = t(`host.metrics.${metric.name}.name`, { defaultValue: metric.name });
  return { value: metric.name, label: `${name} (${t(`host.direction.${metric.direction}`)})` };
}

export function metricDescription(t: TFunction, metric: HostMetric): string {
  return t(`host.metrics.${metric.name}.description`, { defaultValue: metric.description });
}
