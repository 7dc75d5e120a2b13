import { describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ACHIEVEMENTS_OVER_TOTAL_MESSAGE, releaseYearMax, type LibraryGameDto } from "@savepoint/common";
import { buildLibraryGame } from "../../../test/builders.ts";
import { jsonResponse, renderPage } from "../../../test/render.tsx";
import { errorResponse, fails, ok, stubApi } from "../../../test/testApi.ts";
import { todayYmd } from "../format.ts";
import { GameFormDialog } from "./GameFormDialog.tsx";

// Typing into a dialog full of fields is slow on a busy machine; the default 5 s is tight.
vi.setConfig({ testTimeout: 20_000 });

function openAdd(onClose = vi.fn()) {
  renderPage(<GameFormDialog mode="add" open onClose={onClose} />, "/games/add");
  return { dialog: screen.getByRole("dialog", { name: "Add New Game" }), onClose };
}

const status = () => screen.getByLabelText("Status");
const group = (name: string) => screen.queryByRole("group", { name });

async function choosePlatform(name: string) {
  const box = screen.getByRole("combobox", { name: "Platform" });
  await userEvent.clear(box);
  await userEvent.type(box, name);
  await userEvent.click(await screen.findByRole("option", { name }));
}

describe("GameFormDialog: sections by status", () => {
  it("shows Rating, Play Time and Start Date by default (In Progress), Priority only on Backlog, the completion fields on Completed", async () => {
    stubApi({});
    openAdd();
    expect(group("Basic Information")).toBeInTheDocument();
    expect(group("Status & Progress")).toBeInTheDocument();
    expect(group("Media & Notes")).toBeInTheDocument();
    expect(group("Reviews")).not.toBeInTheDocument();
    expect(status()).toHaveValue("IN_PROGRESS");
    for (const l of ["Rating (1-10)", "Play Time (hours)", "Start Date"]) expect(screen.getByLabelText(l)).toBeInTheDocument();
    expect(screen.getByLabelText("Play Time (hours)")).toHaveAttribute("step", "0.5");
    expect(screen.queryByLabelText("Priority")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Completion Date")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("100% Completed")).not.toBeInTheDocument();

    await userEvent.selectOptions(status(), "BACKLOG");
    expect(screen.getByLabelText("Priority")).toHaveValue("medium");
    expect(
      within(screen.getByLabelText("Priority"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["High", "Medium", "Low"]);
    expect(screen.queryByLabelText("Rating (1-10)")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Start Date")).not.toBeInTheDocument();
    // the cover, description and notes belong to the game, whatever its status (ADR 017)
    expect(group("Media & Notes")).toBeInTheDocument();
    expect(screen.getByLabelText("Notes")).toBeInTheDocument();

    await userEvent.selectOptions(status(), "COMPLETED");
    expect(screen.queryByLabelText("Priority")).not.toBeInTheDocument();
    for (const l of ["Rating (1-10)", "Play Time (hours)", "Start Date", "Completion Date", "100% Completed", "Achievements completed", "Total achievements"]) {
      expect(screen.getByLabelText(l)).toBeInTheDocument();
    }
    expect(group("Media & Notes")).toBeInTheDocument();
    // the public Reviews section shows only while Completed
    expect(group("Reviews")).toBeInTheDocument();

    await userEvent.selectOptions(status(), "ABANDONED");
    expect(group("Reviews")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Rating (1-10)")).toBeInTheDocument();
    expect(screen.queryByLabelText("Completion Date")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Game" })).toHaveAttribute("type", "submit");
  });
});

describe("GameFormDialog: closing", () => {
  it("closes on Escape and on Cancel without saving", async () => {
    const api = stubApi({});
    const { onClose } = openAdd();
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(api.calls).toHaveLength(0);
  });
});

describe("GameFormDialog: status transitions", () => {
  it("fills an empty start date when switching to In Progress and an empty completion date when switching to Completed", async () => {
    stubApi({});
    openAdd();
    const today = todayYmd();
    expect(screen.getByLabelText("Start Date")).toHaveValue("");
    await userEvent.selectOptions(status(), "COMPLETED");
    expect(screen.getByLabelText("Completion Date")).toHaveValue(today);
    expect(screen.getByLabelText("Start Date")).toHaveValue("");
    await userEvent.selectOptions(status(), "IN_PROGRESS");
    expect(screen.getByLabelText("Start Date")).toHaveValue(today);
  });

  it("keeps dates that are already set", async () => {
    stubApi({});
    openAdd();
    await userEvent.type(screen.getByLabelText("Start Date"), "2024-01-02");
    await userEvent.selectOptions(status(), "BACKLOG");
    await userEvent.selectOptions(status(), "IN_PROGRESS");
    expect(screen.getByLabelText("Start Date")).toHaveValue("2024-01-02");
    await userEvent.selectOptions(status(), "COMPLETED");
    await userEvent.clear(screen.getByLabelText("Completion Date"));
    await userEvent.type(screen.getByLabelText("Completion Date"), "2024-03-04");
    await userEvent.selectOptions(status(), "ABANDONED");
    await userEvent.selectOptions(status(), "COMPLETED");
    expect(screen.getByLabelText("Completion Date")).toHaveValue("2024-03-04");
  });

  it("looks up achievements when switching to Completed with a platform, and when the platform changes while Completed", async () => {
    const api = stubApi({
      "GET /catalog/achievements": ({ query }) =>
        query.get("platform") === "PC"
          ? jsonResponse(200, { title: "My Game", platform: "PC", totalAchievements: 78 })
          : errorResponse(404, "not_found", "No achievement data"),
    });
    openAdd();
    await userEvent.type(screen.getByRole("combobox", { name: "Title" }), "My Game");
    await choosePlatform("PC");
    expect(api.callsTo("/catalog/achievements")).toHaveLength(0);
    await userEvent.selectOptions(status(), "COMPLETED");
    await waitFor(() => expect(screen.getByLabelText("Total achievements")).toHaveValue(78));
    expect(api.callsTo("/catalog/achievements")[0]!.query.get("title")).toBe("My Game");

    await choosePlatform("Xbox One");
    expect(await screen.findByText("No achievement data found for My Game on Xbox One. Please enter manually.")).toBeInTheDocument();
    expect(screen.getByLabelText("Total achievements")).toHaveValue(78);
    expect(api.callsTo("/catalog/achievements")).toHaveLength(2);
  });

  it("ignores a failed lookup", async () => {
    const api = stubApi({ "GET /catalog/achievements": fails });
    openAdd();
    await userEvent.type(screen.getByRole("combobox", { name: "Title" }), "My Game");
    await choosePlatform("PC");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.selectOptions(status(), "COMPLETED");
    await waitFor(() => expect(api.callsTo("/catalog/achievements")).toHaveLength(1));
    // let the failed answer arrive and be handled
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(api.callsTo("/catalog/achievements")[0]!.query.get("platform")).toBe("PC");
    expect(screen.getByLabelText("Total achievements")).toHaveValue(null);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("GameFormDialog: 100% Completed", () => {
  it("sets completed = total, keeps them equal while checked, and unlocks the field when unchecked", async () => {
    stubApi({});
    openAdd();
    await userEvent.selectOptions(status(), "COMPLETED");
    const done = screen.getByLabelText("Achievements completed");
    const total = screen.getByLabelText("Total achievements");
    await userEvent.type(done, "10");
    await userEvent.type(total, "50");
    await userEvent.click(screen.getByLabelText("100% Completed"));
    expect(done).toHaveValue(50);
    expect(done).toHaveAttribute("readonly");
    await userEvent.clear(total);
    await userEvent.type(total, "60");
    expect(done).toHaveValue(60);
    await userEvent.click(screen.getByLabelText("100% Completed"));
    expect(done).not.toHaveAttribute("readonly");
    await userEvent.clear(done);
    await userEvent.type(done, "12");
    expect(done).toHaveValue(12);
  });

  it("checking it without a total leaves the completed count alone", async () => {
    stubApi({});
    openAdd();
    await userEvent.selectOptions(status(), "COMPLETED");
    await userEvent.type(screen.getByLabelText("Achievements completed"), "7");
    await userEvent.click(screen.getByLabelText("100% Completed"));
    expect(screen.getByLabelText("Achievements completed")).toHaveValue(7);
  });
});

describe("GameFormDialog: genre and tag chips", () => {
  it("adds genres on Enter, comma and blur, and refuses blanks and duplicates", async () => {
    stubApi({});
    openAdd();
    const input = screen.getByLabelText("Genres");
    await userEvent.type(input, "RPG{Enter}");
    await userEvent.type(input, "Action,");
    await userEvent.type(input, "Indie");
    await userEvent.tab();
    const chips = () =>
      within(screen.getByRole("list", { name: "Genres added" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent);
    expect(chips()).toEqual(["RPG", "Action", "Indie"]);
    await userEvent.type(input, "   {Enter}");
    await userEvent.type(input, "rpg{Enter}");
    expect(chips()).toEqual(["RPG", "Action", "Indie"]);
    expect(screen.getByText("rpg is already added")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove genre Action" }));
    expect(chips()).toEqual(["RPG", "Indie"]);
  });

  it("custom tags work the same way", async () => {
    stubApi({});
    openAdd();
    const input = screen.getByLabelText("Custom Tags");
    await userEvent.type(input, "co-op{Enter}cozy,co-op{Enter}");
    expect(
      within(screen.getByRole("list", { name: "Custom Tags added" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["#co-op", "#cozy"]);
  });
});

describe("GameFormDialog: validation", () => {
  it("shows the shared schema's messages and makes no call", async () => {
    const api = stubApi({});
    openAdd();
    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(screen.getByText("Platform is required")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Title" })).toHaveAttribute("aria-invalid", "true");

    await userEvent.type(screen.getByLabelText("Release Year"), "1800");
    await userEvent.type(screen.getByLabelText("Rating (1-10)"), "11");
    await userEvent.type(screen.getByLabelText("Play Time (hours)"), "-1");
    await userEvent.type(screen.getByLabelText("Cover Image URL"), "not a url");
    await userEvent.selectOptions(status(), "COMPLETED");
    await userEvent.type(screen.getByLabelText("Achievements completed"), "5");
    await userEvent.type(screen.getByLabelText("Total achievements"), "3");
    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    expect(await screen.findByText(`Release year must be between 1900 and ${releaseYearMax()}`)).toBeInTheDocument();
    expect(screen.getByText("Rating must be a whole number from 1 to 10")).toBeInTheDocument();
    expect(screen.getByText("Play time cannot be negative")).toBeInTheDocument();
    expect(screen.getByText("Image URL must be a web address (http:// or https://)")).toBeInTheDocument();
    expect(screen.getByText(ACHIEVEMENTS_OVER_TOTAL_MESSAGE)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText("Total achievements"));
    await userEvent.type(screen.getByLabelText("Total achievements"), "0");
    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    expect(await screen.findByText("Total achievements must be at least 1")).toBeInTheDocument();
    expect(api.callsTo("/games")).toHaveLength(0);
  });

  it("sends a valid game, leaving out empty values, and closes", async () => {
    const api = stubApi({ "POST /games": ({ body }) => jsonResponse(201, buildLibraryGame(body as Partial<LibraryGameDto>)) });
    const { onClose } = openAdd();
    await userEvent.type(screen.getByRole("combobox", { name: "Title" }), "  Homebrew Quest  ");
    await choosePlatform("PC");
    await userEvent.type(screen.getByLabelText("Genres"), "RPG, Action{Enter}");
    await userEvent.type(screen.getByLabelText("Rating (1-10)"), "8");
    await userEvent.type(screen.getByLabelText("Play Time (hours)"), "2.5");
    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = api.callsTo("/games").find((c) => c.method === "POST")!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: "Homebrew Quest",
      platform: "PC",
      genres: ["RPG", "Action"],
      rating: 8,
      playTime: 2.5,
      status: "IN_PROGRESS",
      priority: "medium",
      customTags: [],
    });
    expect(body).not.toHaveProperty("startDate");
    expect(body).not.toHaveProperty("imageUrl");
  });

  it("puts server issues on their fields and says 'Failed to add game'", async () => {
    stubApi({
      "POST /games": () => errorResponse(400, "validation_failed", "Invalid game", { issues: [{ path: "title", message: "That title is taken" }] }),
    });
    openAdd();
    await userEvent.type(screen.getByRole("combobox", { name: "Title" }), "Dup");
    await choosePlatform("PC");
    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to add game");
    expect(screen.getByText("That title is taken")).toBeInTheDocument();
  });

  it("edits an existing game: 'Edit Game', its values, 'Update Game', and 'Failed to update game' on failure", async () => {
    const api = stubApi({
      "GET /games/g1": ok(
        buildLibraryGame({
          status: "COMPLETED",
          rating: 9,
          completedDate: "2025-02-03",
          totalAchievements: 40,
          achievementsCompleted: 40,
          completed100Percent: true,
        }),
      ),
      "PUT /games/g1": fails,
    });
    renderPage(<GameFormDialog mode="edit" gameId="g1" open onClose={vi.fn()} />, "/");
    expect(screen.getByRole("dialog", { name: "Edit Game" })).toBeInTheDocument();
    expect(await screen.findByRole("textbox", { name: "Title" })).toHaveValue("The Witcher 3: Wild Hunt");
    expect(screen.getByLabelText("Completion Date")).toHaveValue("2025-02-03");
    expect(screen.getByLabelText("100% Completed")).toBeChecked();
    expect(screen.getByLabelText("Achievements completed")).toHaveAttribute("readonly");
    await userEvent.clear(screen.getByLabelText("Rating (1-10)"));
    await userEvent.type(screen.getByLabelText("Rating (1-10)"), "8");
    await userEvent.click(screen.getByRole("button", { name: "Update Game" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to update game");
    // only what changed is sent
    expect(api.callsTo("/games/g1").find((c) => c.method === "PUT")!.body).toEqual({ rating: 8 });
  });
});
