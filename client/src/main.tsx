import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import "./index.css";
import { AuthProvider } from "./auth/AuthProvider.tsx";
import { ThemeProvider } from "./theme/ThemeProvider.tsx";
import { AppRoutes, preloadLanding, preloadSignedIn } from "./router.tsx";
import { sessionMayExist } from "./auth/session-hint.ts";

preloadSignedIn(window.location.pathname);
// The service worker (offline use, installing to the home screen) of the production build, loaded after the app's own code.
if (import.meta.env.PROD && "serviceWorker" in navigator) void import("./offline/register.ts").then((m) => m.registerServiceWorker());

const root = document.getElementById("root")!;
// The landing page's markup came with the page (the server's dist/landing.html): once its code is
// here, the app hydrates it — takes over the elements on screen as they are, focus and all.
const prerendered = root.dataset.prerendered === "landing" && window.location.pathname === "/" && !sessionMayExist();
const app = (
  <StrictMode>
    <ThemeProvider>
      <BrowserRouter>
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>
);

if (prerendered) {
  void preloadLanding().then(
    () => hydrateRoot(root, app),
    // its code did not come: the app renders afresh (its loader, then the page)
    () => {
      root.replaceChildren();
      createRoot(root).render(app);
    },
  );
} else {
  // In a transition: React renders the first screen in slices that let the browser in between, not
  // in one long task (issue 28's blocking time on My Games).
  const fresh = createRoot(root);
  startTransition(() => fresh.render(app));
}
