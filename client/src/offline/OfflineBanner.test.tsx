// Offline use as the page sees it: the banner when the browser is offline or an answer came from the
// service worker's cache, gone with the next fresh answer; and changes refused at once offline.
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, ApiError } from "../api/client.ts";
import { OFFLINE_HEADER } from "./offline-header.ts";
import { OFFLINE_BANNER, OfflineBanner } from "./OfflineBanner.tsx";
import { noteAnswer, OFFLINE_CHANGES } from "./status.ts";

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json", ...headers } });

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? "offline" : "online"));
  });
}

describe("offline use", () => {
  beforeEach(() => noteAnswer(json({}))); // the module's state: the last answer was fresh
  afterEach(() => vi.restoreAllMocks());

  it("shows the banner while the browser is offline, and refuses a change at once, saying why", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    render(<OfflineBanner />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    goOffline(true);
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_BANNER);
    const refused = api.post("/games", { title: "Celeste" }).catch((e: unknown) => e);
    await expect(refused).resolves.toBeInstanceOf(ApiError);
    await expect(refused).resolves.toMatchObject({ code: "network_error", message: OFFLINE_CHANGES });
    expect(fetchMock).not.toHaveBeenCalled();
    goOffline(false);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows it when an answer came from the worker's cache or none came, until a fresh one comes", async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(json([], { [OFFLINE_HEADER]: "1" }));
    vi.stubGlobal("fetch", fetchMock);
    render(<OfflineBanner />);
    await act(() => api.get("/games"));
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_BANNER);
    fetchMock.mockResolvedValueOnce(json([]));
    await act(() => api.get("/games"));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await act(() => api.get("/games").catch(() => undefined));
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_BANNER);
    // the browser back online: fresh answers are expected again
    goOffline(false);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
