// Where focus goes when a dialog closes (Modal + dialogReturn.ts): to what its save changed when that is
// on screen (also when it appears a moment later), else to the control that opened it, else to <main>;
// and a polite live region says what the save did.
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dialogItem } from "./dialogItem.ts";
import { dialogSaved } from "./dialogReturn.ts";
import { Modal } from "./Modal.tsx";

/** A page: a list of things, an opener, and a dialog whose Save adds or changes one. */
function Page({ addLater = false, removeOpenerOnSave = false, changed = "thing:two" }: { addLater?: boolean; removeOpenerOnSave?: boolean; changed?: string }) {
  const [open, setOpen] = useState(false);
  const [things, setThings] = useState(["one"]);
  const [opener, setOpener] = useState(true);
  const save = () => {
    dialogSaved({ say: "Two was added.", item: changed });
    setOpen(false);
    if (removeOpenerOnSave) setOpener(false);
    // the list comes back after the dialog has closed (a refetch), or at once
    if (addLater) queueMicrotask(() => setTimeout(() => setThings(["one", "two"]), 0));
    else setThings(["one", "two"]);
  };
  return (
    <main>
      <ul>
        {things.map((t) => (
          <li key={t}>
            <a href={`#${t}`} {...dialogItem("thing", t)}>
              {t}
            </a>
          </li>
        ))}
      </ul>
      {opener ? (
        <button type="button" onClick={() => setOpen(true)}>
          Add thing
        </button>
      ) : null}
      <Modal open={open} onClose={() => setOpen(false)} title="Add thing">
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
        <button type="button" onClick={save}>
          Save
        </button>
      </Modal>
    </main>
  );
}

async function openAndPress(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Add thing" }));
  await user.click(await screen.findByRole("button", { name }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  return user;
}

describe("focus after a dialog closes", () => {
  it("Save: focus goes to what it changed, and a screen reader hears what happened", async () => {
    render(<Page />);
    await openAndPress("Save");
    await waitFor(() => expect(screen.getByRole("link", { name: "two" })).toHaveFocus());
    expect(document.querySelector("[data-announcer]")).toHaveTextContent("Two was added.");
    expect(document.querySelector("[data-announcer]")).toHaveAttribute("aria-live", "polite");
  });

  it("Save: what it changed appears only after the dialog has closed, and focus follows it there", async () => {
    render(<Page addLater />);
    await openAndPress("Save");
    await waitFor(() => expect(screen.getByRole("link", { name: "two" })).toHaveFocus());
  });

  it("Cancel and Escape: focus goes back to the control that opened the dialog, and nothing is said", async () => {
    render(<Page />);
    const user = await openAndPress("Cancel");
    expect(screen.getByRole("button", { name: "Add thing" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Add thing" }));
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Add thing" })).toHaveFocus();
  });

  it("an outcome reported by a dialog that then stayed open is not said when another closes", async () => {
    render(<Page />);
    act(() => dialogSaved({ say: "Stale." }));
    await openAndPress("Cancel");
    expect(document.querySelector("[data-announcer]")?.textContent ?? "").not.toContain("Stale.");
  });

  it("an opener that is gone (a deleted card's menu): focus goes to <main>, never to <body>", async () => {
    // what it changed is not on screen either: only the fallback is left
    render(<Page removeOpenerOnSave changed="thing:elsewhere" />);
    await openAndPress("Save");
    await waitFor(() => expect(screen.getByRole("main")).toHaveFocus());
  });

  it("opened from a menu's item, focus goes back to the menu's button (the item is gone with the menu)", async () => {
    function MenuPage() {
      const [menu, setMenu] = useState(false);
      const [open, setOpen] = useState(false);
      return (
        <main>
          <button type="button" id="more" onClick={() => setMenu(true)}>
            More
          </button>
          {menu ? (
            <div role="menu" aria-labelledby="more">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  setOpen(true);
                  setMenu(false);
                }}
              >
                Block
              </button>
            </div>
          ) : null}
          <Modal open={open} onClose={() => setOpen(false)} title="Block them?">
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </Modal>
        </main>
      );
    }
    render(<MenuPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "More" }));
    await user.click(screen.getByRole("menuitem", { name: "Block" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "More" })).toHaveFocus());
  });

  it("taken off the page while open (its page went with what it confirmed), it still says what it did and focus goes to <main>", async () => {
    function GonePage() {
      const [shown, setShown] = useState(true);
      return (
        <main tabIndex={-1}>
          {shown ? (
            <Modal open onClose={() => setShown(false)} title="Block them?">
              <button
                type="button"
                onClick={() => {
                  dialogSaved({ say: "They are blocked." });
                  setShown(false);
                }}
              >
                Block
              </button>
            </Modal>
          ) : (
            <p>User not found</p>
          )}
        </main>
      );
    }
    render(<GonePage />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Block" }));
    await waitFor(() => expect(document.querySelector("[data-announcer]")).toHaveTextContent("They are blocked."));
    expect(screen.getByRole("main")).toHaveFocus();
  });
});
