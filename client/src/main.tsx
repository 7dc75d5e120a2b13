import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import "./index.css";
import { AuthProvider } from "./auth/AuthProvider.tsx";
import { ThemeProvider } from "./theme/ThemeProvider.tsx";
import { AppRoutes, preloadSignedIn } from "./router.tsx";

preloadSignedIn(window.location.pathname);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ThemeProvider>
      <BrowserRouter>
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
