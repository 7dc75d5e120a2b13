import { describe, expect, it } from "vitest";
import { buildMonthlyChart, yScale } from "./monthlyChart.ts";
import { buildMonthly, ref } from "./testAnalytics.ts";

describe("yScale", () => {
  it("runs from zero to 6 in steps of 2 (four ticks) for a quiet year", () => {
    expect(yScale(0)).toEqual({ max: 6, step: 2 });
    expect(yScale(5)).toEqual({ max: 6, step: 2 });
    expect(yScale(6)).toEqual({ max: 6, step: 2 });
  });
  it("adds steps of 2 when a month holds more games, and widens the step past 16 so no month is clipped", () => {
    expect(yScale(7)).toEqual({ max: 8, step: 2 });
    expect(yScale(16)).toEqual({ max: 16, step: 2 });
    expect(yScale(17)).toEqual({ max: 20, step: 4 });
    for (const n of [1, 9, 33, 101, 999]) {
      const { max, step } = yScale(n);
      expect(max).toBeGreaterThanOrEqual(n);
      expect(max % step).toBe(0);
      expect(step % 2).toBe(0);
    }
  });
});

describe("buildMonthlyChart", () => {
  it("stacks one layer per game rank in each series, in the order Started, Completed, Backlog, Abandoned, and knows each bar's top", () => {
    const chart = buildMonthlyChart(
      buildMonthly(2024, { 2: { completed: [ref("a"), ref("b"), ref("c")] }, 12: { started: [ref("d")], abandoned: [ref("e")] } }),
    );
    expect(chart.datasets.map((d) => d.series)).toEqual(["started", "completed", "completed", "completed", "abandoned"]);
    expect(chart.datasets[3]!.games[1]?.id).toBe("c");
    expect(chart.topDataset).toEqual([-1, 3, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4]);
    expect(chart.totals[1]).toBe(3);
    expect(chart.totals[11]).toBe(2);
  });
  it("has no layer for an empty year", () => {
    const chart = buildMonthlyChart(buildMonthly(2024));
    expect(chart.datasets).toEqual([]);
    expect(chart.y).toEqual({ max: 6, step: 2 });
  });
});
