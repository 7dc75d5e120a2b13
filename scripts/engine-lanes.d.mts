/** The server test files the embedded lane runs (paths from the repository's root, sorted): engine-lanes.mjs. */
export function embeddedLaneTests(root?: string): string[];
