export declare function ensureServerBundle(options?: { entry?: string; cacheDir?: string }): Promise<string>;
