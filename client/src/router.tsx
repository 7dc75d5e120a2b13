// The one route table: signed-out and signed-in trees; any unknown path redirects to /. Every page
// loads on demand from its feature's public face, so the first screen only fetches what it shows.
import { lazy, Suspense, type ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { useAuth } from "./auth/AuthContext.ts";
import { AppLayout } from "./components/layout/AppLayout.tsx";
import { FullPageLoader, PageLoader } from "./components/ui/Spinner.tsx";

const LandingPage = lazy(() => import("./features/landing/index.ts").then((m) => ({ default: m.LandingPage })));
const LoginPage = lazy(() => import("./features/auth/index.ts").then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import("./features/auth/index.ts").then((m) => ({ default: m.RegisterPage })));
const GamesPage = lazy(() => import("./features/games/index.ts").then((m) => ({ default: m.GamesPage })));
const GameDetailPage = lazy(() => import("./features/games/index.ts").then((m) => ({ default: m.GameDetailPage })));
const SettingsPage = lazy(() => import("./features/settings/index.ts").then((m) => ({ default: m.SettingsPage })));

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader label="Loading..." />}>{children}</Suspense>;
}

export function AppRoutes() {
  const { user, loading } = useAuth();
  if (loading) return <FullPageLoader text="Initializing ..." />;
  if (!user) {
    return (
      <Screen>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Screen>
    );
  }
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<Screen><GamesPage /></Screen>} />
        <Route path="/dashboard" element={<Screen><GamesPage /></Screen>} />
        <Route path="/games/add" element={<Screen><GamesPage openAdd /></Screen>} />
        <Route path="/game/:slug" element={<Screen><GameDetailPage /></Screen>} />
        <Route path="/settings" element={<Screen><SettingsPage /></Screen>} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
