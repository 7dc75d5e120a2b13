import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { GameCover } from "./GameBits.tsx";

describe("GameCover", () => {
  it("reserves the cover's 3:4 shape and loads when scrolled near, by default", () => {
    const { container } = render(<GameCover src="/api/catalog/covers/celeste?v=1" />);
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("width", "300");
    expect(img).toHaveAttribute("height", "400");
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it("loads at once when it is among the first seen", () => {
    const { container } = render(<GameCover src="/api/catalog/covers/celeste?v=1" eager />);
    expect(container.querySelector("img")).toHaveAttribute("loading", "eager");
  });
});
