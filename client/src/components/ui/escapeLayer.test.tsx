// Escape closes the topmost dialog from the moment it is asked for (escapeLayer.ts): also while a
// dialog's code is still loading (loadOnOpen.tsx), when it must cancel the opening for good.
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEscapeCloses } from "./escapeLayer.ts";
import { loadOnOpen } from "./loadOnOpen.tsx";
import { Modal } from "./Modal.tsx";

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

function Loaded({ open, onClose }: DialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Loaded dialog">
      <p>Inside</p>
    </Modal>
  );
}

function Layer({ name, onClose }: { name: string; onClose: (name: string) => void }) {
  useEscapeCloses(true, () => onClose(name));
  return <p>{name}</p>;
}

describe("Escape and dialogs", () => {
  it("cancels a dialog whose code is still loading: it never shows, and its opener keeps focus", async () => {
    let finish: (c: typeof Loaded) => void = () => undefined;
    const Lazy = loadOnOpen<DialogProps>(() => new Promise((resolve) => (finish = resolve)));
    const closed = vi.fn();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <main>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Lazy
            open={open}
            onClose={() => {
              closed();
              setOpen(false);
            }}
          />
        </main>
      );
    }
    render(<Page />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.keyboard("{Escape}");
    expect(closed).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish(Loaded);
      await Promise.resolve();
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();
    // opened again once loaded, Escape closes it as usual
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByRole("dialog", { name: "Loaded dialog" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(closed).toHaveBeenCalledTimes(2);
  });

  it("closes only the topmost layer, and leaves an Escape something inside already handled", () => {
    const closed = vi.fn();
    const { unmount } = render(
      <>
        <Layer name="below" onClose={closed} />
        <Layer name="above" onClose={closed} />
      </>,
    );
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(closed.mock.calls).toEqual([["above"]]);
    const handled = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    fireEvent.keyDown(document.body, { key: "Enter" });
    expect(closed).toHaveBeenCalledTimes(1);
    unmount();
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
