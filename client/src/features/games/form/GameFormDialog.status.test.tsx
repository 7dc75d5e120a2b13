// What a status keeps (ADR 017): the form never sends a value its status hides, a hidden field cannot
// stop a save, and a play time typed by the player moves in steps of 0.5 h while one that sessions made
// (1.33 h) saves untouched.
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LibraryGameDto } from "@savepoint/common";
import { buildLibraryGame } from "../../../test/builders.ts";
import { jsonResponse, renderPage } from "../../../test/render.tsx";
import { ok, stubApi, type Call } from "../../../test/testApi.ts";
import { GameFormDialog } from "./GameFormDialog.tsx";

// Typing into a dialog full of fields is slow on a busy machine; the default 5 s is tight.
vi.setConfig({ testTimeout: 20_000 });

const STEP_MESSAGE = "Play time must be in steps of 0.5 hours";
const created = ({ body }: Call) => jsonResponse(201, buildLibraryGame(body as Partial<LibraryGameDto>));
const status = () => screen.getByLabelText("Status");

function openAdd() {
  const onClose = vi.fn();
  renderPage(<GameFormDialog mode="add" open onClose={onClose} />, "/games/add");
  return onClose;
}

function openEdit(game: LibraryGameDto) {
  const onClose = vi.fn();
  const api = stubApi({
    "GET /games/g1": ok(game),
    "PUT /games/g1": ({ body }) => jsonResponse(200, { ...game, ...(body as object) }),
  });
  renderPage(<GameFormDialog mode="edit" gameId="g1" open onClose={onClose} />, "/");
  return { api, onClose, puts: () => api.callsTo("/games/g1").filter((c) => c.method === "PUT") };
}

async function fillBasics(title = "Homebrew Quest") {
  await userEvent.type(screen.getByRole("combobox", { name: "Title" }), title);
  const platform = screen.getByRole("combobox", { name: "Platform" });
  await userEvent.type(platform, "PC");
  await userEvent.click(await screen.findByRole("option", { name: "PC" }));
}

async function retype(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

describe("GameFormDialog: values a status hides are never sent", () => {
  it("adds a Backlog game without the rating and play time typed before Backlog was chosen", async () => {
    const api = stubApi({ "GET /games": ok([]), "POST /games": created });
    const onClose = openAdd();
    await fillBasics();
    await userEvent.type(screen.getByLabelText("Rating (1-10)"), "6");
    await userEvent.type(screen.getByLabelText("Play Time (hours)"), "4");
    await userEvent.selectOptions(status(), "BACKLOG");
    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = api.callsTo("/games").find((c) => c.method === "POST")!.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: "Homebrew Quest", platform: "PC", status: "BACKLOG", priority: "medium" });
    for (const hidden of ["rating", "playTime", "startDate", "completedDate", "completed100Percent", "achievementsCompleted", "totalAchievements"]) {
      expect(body).not.toHaveProperty(hidden);
    }
  });

  it("sends an In Progress game's rating and play time, and none of the completion fields", async () => {
    const api = stubApi({ "GET /games": ok([]), "POST /games": created });
    const onClose = openAdd();
    await fillBasics();
    await userEvent.selectOptions(status(), "COMPLETED");
    await userEvent.click(screen.getByLabelText("100% Completed"));
    await userEvent.selectOptions(status(), "IN_PROGRESS");
    await userEvent.type(screen.getByLabelText("Rating (1-10)"), "7");
    await userEvent.type(screen.getByLabelText("Play Time (hours)"), "2.5");
    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = api.callsTo("/games").find((c) => c.method === "POST")!.body as Record<string, unknown>;
    expect(body).toMatchObject({ status: "IN_PROGRESS", rating: 7, playTime: 2.5 });
    expect(body).not.toHaveProperty("completed100Percent");
    expect(body).not.toHaveProperty("completedDate");
  });

  it("does not send a rating changed before the game was moved to Backlog", async () => {
    const { onClose, puts } = openEdit(buildLibraryGame({ status: "IN_PROGRESS", rating: 7, playTime: 3 }));
    await screen.findByLabelText("Rating (1-10)");
    await retype("Rating (1-10)", "6");
    await userEvent.selectOptions(status(), "BACKLOG");
    await userEvent.click(screen.getByRole("button", { name: "Update Game" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts().map((c) => c.body)).toEqual([{ status: "BACKLOG" }]);
  });

  it("does not let a field the status hides stop the save (a rating of 11 typed before choosing Backlog)", async () => {
    const api = stubApi({ "GET /games": ok([]), "POST /games": created });
    const onClose = openAdd();
    await fillBasics();
    await userEvent.type(screen.getByLabelText("Rating (1-10)"), "11");
    await userEvent.selectOptions(status(), "BACKLOG");
    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo("/games").find((c) => c.method === "POST")!.body).not.toHaveProperty("rating");
  });
});

describe("GameFormDialog: play time in steps of 0.5 hours", () => {
  it("refuses 2.25 typed by the player and sends nothing", async () => {
    const api = stubApi({ "GET /games": ok([]), "POST /games": created });
    openAdd();
    await fillBasics();
    await userEvent.type(screen.getByLabelText("Play Time (hours)"), "2.25");
    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    expect(await screen.findByText(STEP_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText("Play Time (hours)")).toHaveAttribute("aria-invalid", "true");
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);
    // 2.5 is a step: the message goes and the game is saved
    await retype("Play Time (hours)", "2.5");
    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(screen.queryByText(STEP_MESSAGE)).not.toBeInTheDocument();
  });

  it("saves a game whose play time came from sessions (1.33 h) when the field is left as it is", async () => {
    const { onClose, puts } = openEdit(buildLibraryGame({ status: "IN_PROGRESS", rating: 7, playTime: 4 / 3 }));
    expect(await screen.findByLabelText("Play Time (hours)")).toHaveValue(1.33);
    await retype("Rating (1-10)", "8");
    await userEvent.click(screen.getByRole("button", { name: "Update Game" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts().map((c) => c.body)).toEqual([{ rating: 8 }]);
  });

  it("refuses an off-step play time the player types into a game whose hours came from sessions", async () => {
    const { onClose, puts } = openEdit(buildLibraryGame({ status: "IN_PROGRESS", playTime: 4 / 3 }));
    await screen.findByLabelText("Play Time (hours)");
    await retype("Play Time (hours)", "2.25");
    await userEvent.click(screen.getByRole("button", { name: "Update Game" }));
    expect(await screen.findByText(STEP_MESSAGE)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
