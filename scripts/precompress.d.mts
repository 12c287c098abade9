export declare function precompressAssets(dir: string): Promise<number>;
