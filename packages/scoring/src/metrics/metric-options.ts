import { refuse } from '../refusal.ts';

export type OptionValue = string | number;
export type ResolvedOptions = Record<string, OptionValue>;

/** One option of a metric, given on the command line as `--option name=value`. */
export interface MetricOption {
  name: string;
  description: string;
  defaultValue: OptionValue;
  /** Turns the text into the option's value; returns an explanation string when it is invalid. */
  parse(text: string): OptionValue | { invalid: string };
}

export const positiveLabelOption: MetricOption = {
  name: 'pos_label',
  description: 'label of the positive class',
  defaultValue: '1',
  parse: (text) => (text === '' ? { invalid: 'A label is needed.' } : text),
};

export const extraLabelsOption: MetricOption = {
  name: 'labels',
  description: 'labels a submission may use besides those in the ground truth, separated by |',
  defaultValue: '',
  parse: (text) => text,
};

export const kappaWeightsOption: MetricOption = {
  name: 'weights',
  description: 'disagreement weights: none, linear or quadratic',
  defaultValue: 'none',
  parse: (text) => (['none', 'linear', 'quadratic'].includes(text) ? text : { invalid: 'Use none, linear or quadratic.' }),
};

export const cutoffOption: MetricOption = {
  name: 'k',
  description: 'number of predictions per row that count',
  defaultValue: 10,
  parse: (text) => (/^[1-9][0-9]{0,5}$/.test(text) ? Number(text) : { invalid: 'Use a whole number from 1 to 999999.' }),
};

/** Checks given options against a metric's and fills in defaults. */
export function resolveOptions(metricName: string, known: MetricOption[], given: Record<string, string>): ResolvedOptions {
  const resolved: ResolvedOptions = {};
  for (const option of known) resolved[option.name] = option.defaultValue;
  for (const [name, text] of Object.entries(given)) {
    const option = known.find((candidate) => candidate.name === name);
    if (!option) {
      refuse({ key: 'options.unknown_option', column: metricName, value: name, expected: known.map((o) => o.name).join(', ') || '-' });
    }
    const value = option.parse(text);
    if (typeof value === 'object') refuse({ key: 'options.bad_value', column: name, value: text, expected: value.invalid });
    resolved[name] = value;
  }
  return resolved;
}
