// The order Vitest starts test files in. Vitest runs the files it has no timings for (every fresh
// clone, so every CI run) largest first; the harness files are small but the longest (the fuzzer about
// 30 s, the authorization matrix 7–15 s), and started last they were the whole tail of the server
// suite: the fuzzer began 73 s into a 106 s run. They go first, while the other worker takes the rest.
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The longest files, longest first (paths from the repository's root). */
export const LONGEST_FILES = ["server/src/harness/api.fuzz.test.ts", "server/src/harness/authorization.test.ts", "server/src/harness/aggregates.test.ts"];

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = LONGEST_FILES.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
      return at < 0 ? LONGEST_FILES.length : at;
    };
    // Array.prototype.sort is stable: every other file keeps Vitest's order
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
