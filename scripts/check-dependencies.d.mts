export declare const RULES: Record<'httpImportsFeature' | 'featureInternals' | 'webFeatureParts' | 'webImportsServer', string>;
export interface Violation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
}
export declare function findViolations(root: string): Violation[];
