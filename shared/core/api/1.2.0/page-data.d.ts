export interface PageDataSource {
    readonly side: 'server' | 'browser';
    load(id: string, loader: () => Promise<unknown>): Promise<unknown>;
    take(id: string): {
        data: unknown;
    } | undefined;
}
export declare const PageDataContext: import("react").Context<PageDataSource | null>;
