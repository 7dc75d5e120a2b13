// The swatch group is named by its label alone (not after every swatch), and each swatch by its colour.
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { ColorSwatches } from "./ColorSwatches.tsx";

describe("ColorSwatches", () => {
  it("names the group by its label and each swatch by its colour", () => {
    render(<ColorSwatches label="Accent colour" colors={["indigo", "amber"] as const} value="indigo" onChange={vi.fn()} />);
    const group = screen.getByRole("radiogroup", { name: "Accent colour" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Indigo" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Amber" })).not.toBeChecked();
  });
});
