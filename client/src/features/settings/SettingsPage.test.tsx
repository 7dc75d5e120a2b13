// Settings' section index: one link per section (SETTINGS_SECTIONS), each an address (/settings#{id})
// whose target is in the page, and an address naming a section scrolls to it once it has loaded.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { buildUser } from "../../test/builders.ts";
import { renderPage } from "../../test/render.tsx";
import { ok, stubApi } from "../../test/testApi.ts";
import { SettingsPage } from "./SettingsPage.tsx";
import { SETTINGS_SECTIONS } from "./sections.tsx";

vi.setConfig({ testTimeout: 20_000 });
const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe("Settings' section index", () => {
  it("links every section by its address, and every address has its target in the page", async () => {
    stubApi({ "GET /auth/me": ok(ME) });
    renderPage(<SettingsPage />, "/settings", { route: "/settings" });
    const index = screen.getByRole("navigation", { name: "Settings sections" });
    const links = within(index).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(SETTINGS_SECTIONS.map((s) => [s.label, `#${s.id}`]));
    expect(links.map((a) => a.textContent)).toEqual(
      expect.arrayContaining(["Appearance", "Account", "Security", "API tokens", "Privacy", "Journal categories", "Data & Privacy"]),
    );
    // each target is there once its section has loaded, and names the section a screen reader lands in
    for (const s of SETTINGS_SECTIONS) {
      await waitFor(() => expect(document.getElementById(s.id), s.id).not.toBeNull());
    }
  });

  it("opened at #security, scrolls the Security section into view once its code has come, and marks its link", async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    stubApi({ "GET /auth/me": ok(ME) });
    renderPage(<SettingsPage />, "/settings#security", { route: "/settings" });
    await waitFor(() => expect(scrolled).toContain("security"));
    expect(within(screen.getByRole("navigation", { name: "Settings sections" })).getByRole("link", { name: "Security" })).toHaveAttribute(
      "aria-current",
      "location",
    );
  });
});
