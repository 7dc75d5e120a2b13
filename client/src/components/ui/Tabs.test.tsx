import { useState } from "react";
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tabs } from "./Tabs.tsx";

const NAMES = ["All", "Backlog", "Done"];

function Harness() {
  const [selected, setSelected] = useState(0);
  return (
    <>
      <Tabs label="Filter" tabs={NAMES.map((n) => ({ key: n, label: n }))} selected={selected} onSelect={setSelected}>
        <p>{NAMES[selected]} panel</p>
      </Tabs>
      <button type="button">after</button>
    </>
  );
}

describe("Tabs", () => {
  it("names the list, marks the selected tab and labels its one panel with it", () => {
    render(<Harness />);
    const list = screen.getByRole("tablist", { name: "Filter" });
    expect(list).toBeInTheDocument();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole("tabpanel", { name: "All" })).toHaveTextContent("All panel");
    expect(tabs[0]).toHaveAttribute("aria-controls", screen.getByRole("tabpanel").id);
    expect(tabs[1]).not.toHaveAttribute("aria-controls");
  });

  it("is one Tab stop; the arrow keys, Home and End select and focus, wrapping at the ends", async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: "All" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Done" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Done" })).toHaveTextContent("Done panel");
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "All", selected: true })).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Done", selected: true })).toHaveFocus();
    await userEvent.keyboard("{Home}{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Backlog", selected: true })).toHaveFocus();
    // Tab leaves the list for the panel (a Tab stop when it holds nothing focusable), then what follows
    await userEvent.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "after" })).toHaveFocus();
  });

  it("moves one tab per key even when keys come faster than the selection re-renders", async () => {
    function Slow() {
      // The selection arrives a moment later, as My Games' does through the address.
      const [selected, setSelected] = useState(0);
      return (
        <Tabs label="Filter" tabs={NAMES.map((n) => ({ key: n, label: n }))} selected={selected} onSelect={(i) => setTimeout(() => setSelected(i), 30)}>
          <p>{NAMES[selected]} panel</p>
        </Tabs>
      );
    }
    render(<Slow />);
    const user = userEvent.setup({ delay: null });
    screen.getByRole("tab", { name: "All" }).focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Done" })).toHaveFocus();
    expect(await screen.findByRole("tabpanel", { name: "Done" })).toHaveTextContent("Done panel");
  });

  it("selects a clicked tab", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole("tab", { name: "Backlog" }));
    expect(screen.getByRole("tabpanel", { name: "Backlog" })).toHaveTextContent("Backlog panel");
  });
});
