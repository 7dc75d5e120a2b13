// The Cover Image URL field: it holds only an address the user gave, the server checks a new one when
// the field is left, and the preview always comes from this origin.
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { COVER_REFUSAL_MESSAGES, type CoverCheckResult } from "@savepoint/common";
import { buildLibraryGame } from "../../../test/builders.ts";
import { renderPage } from "../../../test/render.tsx";
import { errorResponse, ok, stubApi } from "../../../test/testApi.ts";
import { GameFormDialog } from "./GameFormDialog.tsx";

vi.setConfig({ testTimeout: 20_000 });

const CATALOG_COVER = "/api/catalog/covers/the-witcher-3-wild-hunt?v=1";
const PASTED = "https://images.example.com/witcher.png";
const OWN_COVER = "/api/games/g1/cover?v=0123456789ab";
const PREVIEW = "/api/covers/preview?url=https%3A%2F%2Fimages.example.com%2Fcover.png&sig=0123456789abcdef0123456789abcdef";

const field = () => screen.getByLabelText("Cover Image URL");
const preview = () => screen.getByRole("group", { name: "Media & Notes" }).querySelector("img");

async function openEdit(game = buildLibraryGame({ imageUrl: CATALOG_COVER }), routes = {}) {
  const api = stubApi({ "GET /games/g1": ok(game), "PUT /games/g1": ok(game), ...routes });
  renderPage(<GameFormDialog mode="edit" gameId="g1" open onClose={vi.fn()} />, "/");
  await screen.findByRole("textbox", { name: "Title" });
  return api;
}

async function paste(url: string) {
  await userEvent.clear(field());
  await userEvent.type(field(), url);
  await userEvent.tab(); // leaving the field checks it
}

describe("GameFormDialog: the cover", () => {
  it("leaves the field empty for the catalog's cover (never an internal path) and previews that cover", async () => {
    await openEdit();
    expect(field()).toHaveValue("");
    expect(preview()).toHaveAttribute("src", CATALOG_COVER);
  });

  it("shows the address the user gave, and previews it through this origin", async () => {
    await openEdit(buildLibraryGame({ imageUrl: OWN_COVER, customImageUrl: PASTED }));
    expect(field()).toHaveValue(PASTED);
    expect(preview()).toHaveAttribute("src", OWN_COVER);
  });

  it("checks a pasted address on the server and previews the checked image from this origin", async () => {
    const checked: CoverCheckResult = { ok: true, contentType: "image/png", bytes: 1234, previewUrl: PREVIEW };
    const api = await openEdit(undefined, { "POST /covers/check": ok(checked) });
    await paste(PASTED);
    await waitFor(() => expect(preview()).toHaveAttribute("src", PREVIEW));
    expect(api.callsTo("/covers/check").map((c) => c.body)).toEqual([{ imageUrl: PASTED }]);
    expect(field()).not.toHaveAttribute("aria-invalid");
    await userEvent.click(screen.getByRole("button", { name: "Update Game" }));
    await waitFor(() => expect(api.calls.some((c) => c.method === "PUT")).toBe(true));
    expect(api.calls.find((c) => c.method === "PUT")!.body).toEqual({ imageUrl: PASTED });
  });

  it("says on the field why an address cannot be a cover, and shows no image", async () => {
    const message = COVER_REFUSAL_MESSAGES["not-image"];
    await openEdit(undefined, { "POST /covers/check": () => errorResponse(400, "validation_failed", message, { issues: [{ path: "imageUrl", message }] }) });
    await paste("https://example.com/page.html");
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(preview()).toBeNull();
  });

  it("does not ask the server about text that is not a web address, or about the address the game already has", async () => {
    const api = await openEdit(buildLibraryGame({ imageUrl: OWN_COVER, customImageUrl: PASTED }));
    await userEvent.click(field());
    await userEvent.tab();
    await paste("not a url");
    expect(api.callsTo("/covers/check")).toEqual([]);
  });
});
