// The one route table: signed-out and signed-in trees; any unknown path redirects to /.
import { Navigate, Route, Routes } from "react-router-dom";
import { useAuth } from "./auth/AuthContext.ts";
import { AppLayout } from "./components/layout/AppLayout.tsx";
import { FullPageLoader } from "./components/ui/Spinner.tsx";
import { LandingPage } from "./features/landing/LandingPage.tsx";
import { LoginPage } from "./features/auth/LoginPage.tsx";
import { RegisterPage } from "./features/auth/RegisterPage.tsx";
import { GamesPage } from "./features/games/GamesPage.tsx";
import { GameDetailPage } from "./features/game-detail/GameDetailPage.tsx";
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
        <Route path="/" element={<GamesPage />} />
        <Route path="/dashboard" element={<GamesPage />} />
        <Route path="/games/add" element={<GamesPage openAdd />} />
        <Route path="/game/:slug" element={<GameDetailPage />} />
        <Route path="/settings" element={<SettingsPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
