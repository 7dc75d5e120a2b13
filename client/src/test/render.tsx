import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { QueryClientProvider } from "@tanstack/react-query";
import { AuthProvider } from "../auth/AuthProvider.tsx";
import { ThemeProvider } from "../theme/ThemeProvider.tsx";
import { createTestQueryClient } from "./queryClient.ts";

/**
 * Renders a page inside the real providers, at `path`, with a marker route for "/" ("home page").
 * `route` is the page's route pattern ("/game/:slug"); it defaults to `path`. Each of `markers` is a
 * route that shows "{path} page" ("/settings page"), to see where a page navigated. The query client
 * has retries off (createTestQueryClient): a failed load shows its error at once.
 */
export function renderPage(ui: ReactElement, path: string, options: { route?: string; markers?: string[] } = {}) {
  return render(pageTree(ui, path, options));
}

/** The tree renderPage renders (for a test that renders it on the server first, and hydrates it). */
export function pageTree(ui: ReactElement, path: string, { route = path, markers = [] }: { route?: string; markers?: string[] } = {}) {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <AuthProvider>
            <Routes>
              <Route path={route} element={ui} />
              <Route path="/" element={<p>home page</p>} />
              {markers.map((m) => (
                <Route key={m} path={m} element={<p>{m} page</p>} />
              ))}
            </Routes>
          </AuthProvider>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

export function jsonResponse(status: number, body: unknown) {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}
