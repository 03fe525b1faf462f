/** Types of build-server.mjs for the TypeScript that runs the bundle as `npm start` does (e2e). */
export declare const SERVER_ARGS: string[];
export declare const SERVER_ENV: Record<string, string>;
export declare function buildServer(): Promise<void>;
