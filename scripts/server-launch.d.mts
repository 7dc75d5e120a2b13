export declare const SERVER_ENTRY: string;
export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ENV: Record<string, string>;
export declare function serverProcess(env?: NodeJS.ProcessEnv, extraFlags?: string[]): { args: string[]; env: NodeJS.ProcessEnv };
