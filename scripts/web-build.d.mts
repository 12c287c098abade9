export declare const BUILD_MODE: 'production';
export interface BuildStamp {
  mode: string;
  nodeEnv?: string;
  precompressed?: boolean;
  serverRender?: boolean;
  sourcesChangedAt: number;
}
export declare function staleReason(options: { stamp: BuildStamp | undefined; built: boolean; changedAt: number }): string | undefined;
export declare function ensureWebBuild(options?: { env?: NodeJS.ProcessEnv }): Promise<void>;
