import type { RuntimeConfig } from 'shared/contracts';
export declare function setRuntimeConfig(config: RuntimeConfig): void;
export declare function getRuntimeConfig(): RuntimeConfig;
export declare function loadRuntimeConfig(url?: string): Promise<RuntimeConfig>;
export declare function setApiFetch(fetcher: typeof fetch | undefined): void;
export declare function getApiFetch(): typeof fetch | undefined;
