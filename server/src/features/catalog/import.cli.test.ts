import { describe, expect, it } from "vitest";
import { progressLogger } from "./import.cli.ts";

describe("catalog:import progress", () => {
  it("draws the bar from progress entries and prints other entries as a line (never NaN%)", () => {
    let out = "";
    const logger = progressLogger(4, { write: (text: string) => (out += text) });
    logger.info({ dropped: 2 }, "import: duplicate source ids ignored");
    logger.info({ done: 2, total: 4, ms: 1 }, "import: 2/4 rows");
    expect(out).not.toContain("NaN");
    expect(out).toContain('import: duplicate source ids ignored {"dropped":2}\n');
    expect(out).toContain("50% 2/4");
  });
});
