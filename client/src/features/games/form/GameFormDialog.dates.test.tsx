// The game form's dates: a completion before the start is refused on the field (by the shared schema,
// and when the server says so); a future date is warned about but saved.
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { COMPLETED_BEFORE_START_MESSAGE, type LibraryGameDto } from "@savepoint/common";
import { buildLibraryGame } from "../../../test/builders.ts";
import { jsonResponse, renderPage } from "../../../test/render.tsx";
import { errorResponse, ok, stubApi } from "../../../test/testApi.ts";
import { GameFormDialog } from "./GameFormDialog.tsx";

vi.setConfig({ testTimeout: 20_000 });

const FUTURE = "This date is in the future";

async function fillBasics() {
  await userEvent.type(screen.getByRole("combobox", { name: "Title" }), "Dated");
  const box = screen.getByRole("combobox", { name: "Platform" });
  await userEvent.type(box, "PC");
  await userEvent.click(await screen.findByRole("option", { name: "PC" }));
}

describe("GameFormDialog: dates", () => {
  it("refuses a completion date before the start date, with the message on the field", async () => {
    const api = stubApi({});
    renderPage(<GameFormDialog mode="add" open onClose={vi.fn()} />, "/games/add");
    await fillBasics();
    await userEvent.selectOptions(screen.getByLabelText("Status"), "COMPLETED");
    await userEvent.type(screen.getByLabelText("Start Date"), "2024-05-10");
    const completion = screen.getByLabelText("Completion Date");
    await userEvent.clear(completion);
    await userEvent.type(completion, "2024-05-01");
    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    expect(await screen.findByText(COMPLETED_BEFORE_START_MESSAGE)).toBeInTheDocument();
    expect(completion).toHaveAttribute("aria-invalid", "true");
    expect(completion).toHaveAccessibleDescription(COMPLETED_BEFORE_START_MESSAGE);
    expect(api.callsTo("/games")).toHaveLength(0);
  });

  it("puts the server's date-order issue on the Completion Date field", async () => {
    stubApi({
      "GET /games/g1": ok(buildLibraryGame({ status: "COMPLETED", startDate: null, completedDate: "2025-02-03" })),
      "PUT /games/g1": () =>
        errorResponse(400, "validation_failed", "Invalid game", { issues: [{ path: "completedDate", message: COMPLETED_BEFORE_START_MESSAGE }] }),
    });
    renderPage(<GameFormDialog mode="edit" gameId="g1" open onClose={vi.fn()} />, "/");
    const completion = await screen.findByLabelText("Completion Date");
    await userEvent.clear(completion);
    await userEvent.type(completion, "2025-01-01");
    await userEvent.click(screen.getByRole("button", { name: "Update Game" }));
    expect(await screen.findByText(COMPLETED_BEFORE_START_MESSAGE)).toBeInTheDocument();
    expect(completion).toHaveAttribute("aria-invalid", "true");
  });

  it("warns about a future date without refusing it", async () => {
    const api = stubApi({ "POST /games": ({ body }) => jsonResponse(201, buildLibraryGame(body as Partial<LibraryGameDto>)) });
    const onClose = vi.fn();
    renderPage(<GameFormDialog mode="add" open onClose={onClose} />, "/games/add");
    await fillBasics();
    const start = screen.getByLabelText("Start Date");
    expect(screen.queryByText(FUTURE)).not.toBeInTheDocument();
    await userEvent.type(start, "2999-01-01");
    expect(screen.getByText(FUTURE)).toBeInTheDocument();
    expect(start).toHaveAccessibleDescription(FUTURE);
    expect(start).not.toHaveAttribute("aria-invalid");
    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo("/games").find((c) => c.method === "POST")!.body).toMatchObject({ startDate: "2999-01-01" });
  });
});

describe("GameFormDialog: a completed game played again", () => {
  it("leaves the start date empty when today would come after the completion date, so the update goes through", async () => {
    const api = stubApi({
      "GET /games/g1": ok(buildLibraryGame({ status: "COMPLETED", startDate: null, completedDate: "2025-02-03" })),
      "PUT /games/g1": ({ body }) => jsonResponse(200, buildLibraryGame(body as Partial<LibraryGameDto>)),
    });
    renderPage(<GameFormDialog mode="edit" gameId="g1" open onClose={vi.fn()} />, "/");
    await userEvent.selectOptions(await screen.findByLabelText("Status"), "IN_PROGRESS");
    expect(screen.getByLabelText("Start Date")).toHaveValue("");
    await userEvent.click(screen.getByRole("button", { name: "Update Game" }));
    await waitFor(() => expect(api.callsTo("/games/g1").filter((c) => c.method === "PUT")).toHaveLength(1));
  });
});

describe("GameFormDialog: values a status kept (ADR 017)", () => {
  it("shows what the history keeps when a status shows it again, and leaves restoring it to the server", async () => {
    const kept = { rating: 9, playTime: 41.5, startDate: "2024-01-10", completedDate: "2024-03-01", totalAchievements: 40, achievementsCompleted: 40 };
    const api = stubApi({
      "GET /games/g1": ok(buildLibraryGame({ status: "BACKLOG", rating: null, playTime: 0, startDate: null, completedDate: null, kept })),
      "PUT /games/g1": ({ body }) => jsonResponse(200, buildLibraryGame({ ...kept, ...(body as Partial<LibraryGameDto>) })),
    });
    const onClose = vi.fn();
    renderPage(<GameFormDialog mode="edit" gameId="g1" open onClose={onClose} />, "/");
    await userEvent.selectOptions(await screen.findByLabelText("Status"), "COMPLETED");
    expect(screen.getByLabelText("Rating (1-10)")).toHaveValue(9);
    expect(screen.getByLabelText("Play Time (hours)")).toHaveValue(41.5);
    expect(screen.getByLabelText("Start Date")).toHaveValue("2024-01-10");
    // Not today: the kept completion date.
    expect(screen.getByLabelText("Completion Date")).toHaveValue("2024-03-01");
    expect(screen.getByLabelText("Total achievements")).toHaveValue(40);
    await userEvent.click(screen.getByRole("button", { name: "Update Game" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo("/games/g1").find((c) => c.method === "PUT")!.body).toEqual({ status: "COMPLETED" });
  });
});
