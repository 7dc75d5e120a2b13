// The one route table: signed-out and signed-in trees; any unknown path redirects to /.
import { lazy, Suspense, type ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { useAuth } from "./auth/AuthContext.ts";
import { AppLayout } from "./components/layout/AppLayout.tsx";
import { FullPageLoader, PageLoader } from "./components/ui/Spinner.tsx";
import { LandingPage } from "./features/landing/LandingPage.tsx";
import { LoginPage } from "./features/auth/LoginPage.tsx";
import { RegisterPage } from "./features/auth/RegisterPage.tsx";

// The signed-in screens load on demand, so the landing and sign-in pages stay small.
const GamesPage = lazy(() => import("./features/games/GamesPage.tsx").then((m) => ({ default: m.GamesPage })));
const GameDetailPage = lazy(() => import("./features/game-detail/GameDetailPage.tsx").then((m) => ({ default: m.GameDetailPage })));

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader label="Loading..." />}>{children}</Suspense>;
}
import { SettingsPage } from "./features/settings/SettingsPage.tsx";

export function AppRoutes() {
  const { user, loading } = useAuth();
  if (loading) return <FullPageLoader text="Initializing ..." />;
  if (!user) {
    return (
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<Screen><GamesPage /></Screen>} />
        <Route path="/dashboard" element={<Screen><GamesPage /></Screen>} />
        <Route path="/games/add" element={<Screen><GamesPage openAdd /></Screen>} />
        <Route path="/game/:slug" element={<Screen><GameDetailPage /></Screen>} />
        <Route path="/settings" element={<SettingsPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
