// The landing page as static markup, made at build time (client/scripts/prerender.mjs) into
// dist/landing.html: the server sends it for `/` to a visitor without a session, so the first paint
// needs no JavaScript. It is the app's own tree, signed out, at `/`: main.tsx hydrates it (takes the
// markup over as it is) once the app's code is in.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { AuthProvider } from "./auth/AuthProvider.tsx";
import { AppRoutes, preloadLanding } from "./router.tsx";
import { ThemeProvider } from "./theme/ThemeProvider.tsx";

export async function renderLanding(): Promise<string> {
  await preloadLanding();
  return renderToString(
    <ThemeProvider>
      <MemoryRouter initialEntries={["/"]}>
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
