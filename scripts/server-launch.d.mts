export declare const SERVER_ENTRY: string;
export declare const SERVER_NODE_FLAGS: string[];
export declare const EMBEDDED_NODE_FLAGS: string[];
export declare const SERVER_ENV: Record<string, string>;
export declare const JEMALLOC_PATHS: string[];
export declare const JEMALLOC_CONF: string;
export declare function jemallocPath(env?: NodeJS.ProcessEnv, exists?: (path: string) => boolean, platform?: NodeJS.Platform): string | null;
export declare function serverEnv(env?: NodeJS.ProcessEnv, exists?: (path: string) => boolean, platform?: NodeJS.Platform): NodeJS.ProcessEnv;
export declare function onPostgres(env?: NodeJS.ProcessEnv, dotEnv?: () => Record<string, string | undefined>): boolean;
export declare function serverProcess(
  env?: NodeJS.ProcessEnv,
  extraFlags?: string[],
  exists?: (path: string) => boolean,
  dotEnv?: () => Record<string, string | undefined>,
): { args: string[]; env: NodeJS.ProcessEnv };
export declare function shellExecLine(node: string, args: readonly string[], env: NodeJS.ProcessEnv, current: NodeJS.ProcessEnv): string;
