export declare function writeTwins(file: string, raw: Buffer, options?: { writeOriginal?: boolean }): void;
