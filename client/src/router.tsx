// The one route table: signed-out and signed-in trees; any unknown path redirects to / (signed out,
// a signed-in page's address is kept as `?next=` and followed after signing in). Every page
// loads on demand from its feature's public face, so the first screen only fetches what it shows.
import { lazy, Suspense, type ReactNode } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router-dom";
import { useAuth } from "./auth/AuthContext.ts";
import { FullPageLoader, PageLoader } from "./components/ui/Spinner.tsx";
import { sessionMayExist } from "./auth/session-hint.ts";
import { returnPathOf, safeReturnPath, withReturnPath } from "./auth/return-to.ts";

// The signed-in shell (header, menus) comes with the first signed-in page, never to signed-out visitors.
const loadShell = () => import("./components/layout/AppLayout.tsx").then((m) => ({ default: m.AppLayout }));
const AppLayout = lazy(loadShell);
const landingFace = () => import("./features/landing/index.ts");
const LazyLandingPage = lazy(() => landingFace().then((m) => ({ default: m.LandingPage })));
/** The landing page's code, when loaded before the first render (preloadLanding). */
let landingLoaded: Awaited<ReturnType<typeof landingFace>> | undefined;
const LoginPage = lazy(() => import("./features/auth/index.ts").then((m) => m.loadLoginPage()));
const RegisterPage = lazy(() => import("./features/auth/index.ts").then((m) => m.loadRegisterPage()));
// The games feature's face is fetched on demand too: it also carries pieces other features show
// (covers, badges), which must not land in the first chunk every visitor loads.
const gamesFace = () => import("./features/games/index.ts");
const loadGamesPage = () => gamesFace().then((m) => m.loadGamesPage());
const loadGameDetailPage = () => gamesFace().then((m) => m.loadGameDetailPage());
const GamesPage = lazy(loadGamesPage);
const GameDetailPage = lazy(loadGameDetailPage);
// The reviews' face also carries the game page's review pieces: imported on demand, so the first
// screen never loads them.
const MyReviewsPage = lazy(() => import("./features/reviews/index.ts").then((m) => m.loadMyReviewsPage()));
const LikesPage = lazy(() => import("./features/reviews/index.ts").then((m) => m.loadLikesPage()));
// The journal's face also carries the entry card and dialog other screens use: imported on demand too.
const JournalPage = lazy(() => import("./features/journal/index.ts").then((m) => m.loadJournalPage()));
const GameJournalPage = lazy(() => import("./features/journal/index.ts").then((m) => m.loadGameJournalPage()));
// People: my profile, a user's profile and Friends, each its own chunk behind the feature's face.
const ProfilePage = lazy(() => import("./features/people/index.ts").then((m) => m.loadProfilePage()));
const UserProfilePage = lazy(() => import("./features/people/index.ts").then((m) => m.loadUserProfilePage()));
const FriendsPage = lazy(() => import("./features/people/index.ts").then((m) => m.loadFriendsPage()));
// Activity and Community, each its own chunk behind the community feature's face.
const ActivityPage = lazy(() => import("./features/community/index.ts").then((m) => m.loadActivityPage()));
const CommunityPage = lazy(() => import("./features/community/index.ts").then((m) => m.loadCommunityPage()));
// Analytics: each page its own chunk; chart.js loads with them only.
const AnalyticsPage = lazy(() => import("./features/analytics/index.ts").then((m) => m.loadAnalyticsPage()));
const TotalGamesPage = lazy(() => import("./features/analytics/index.ts").then((m) => m.loadTotalGamesPage()));
const CompletedPage = lazy(() => import("./features/analytics/index.ts").then((m) => m.loadCompletedPage()));
const YearInReviewPage = lazy(() => import("./features/analytics/index.ts").then((m) => m.loadYearInReviewPage()));
// Recommendations: its own chunk behind the feature's face.
const WishlistPage = lazy(() => import("./features/wishlist/index.ts").then((m) => m.loadWishlistPage()));
const RecommendationsPage = lazy(() => import("./features/recommendations/index.ts").then((m) => m.loadRecommendationsPage()));
// The Admin Dashboard: its own chunk behind the admin feature's face (the page itself says 'Not allowed' to non-admins).
const AdminPage = lazy(() => import("./features/admin/index.ts").then((m) => m.loadAdminPage()));
// The API page for scripters: its own chunk behind the apidocs feature's face.
const ApiDocsPage = lazy(() => import("./features/apidocs/index.ts").then((m) => m.loadApiDocsPage()));
// The inbox: its own chunk behind the notifications feature's face (the header's bell is in the shell).
const NotificationsPage = lazy(() => import("./features/notifications/index.ts").then((m) => m.loadNotificationsPage()));
const SettingsPage = lazy(() => import("./features/settings/index.ts").then((m) => ({ default: m.SettingsPage })));

/**
 * A returning user's page starts loading with the app, alongside the /api/auth/me check rather than
 * after it: the shell, and My Games (with its list) or the game page by the address.
 */
export function preloadSignedIn(path: string) {
  if (!sessionMayExist()) return;
  void loadShell();
  if (path.startsWith("/game/")) void loadGameDetailPage();
  if (path === "/" || path === "/dashboard" || path === "/games/add") {
    void loadGamesPage();
    void gamesFace().then((m) => m.preloadGamesList());
  }
}

/**
 * The server sent the landing page's markup already (a visitor without a session at `/`: dist/landing.html):
 * its code loads before the first render, which then shows the same page at once, with no loader between.
 */
export async function preloadLanding() {
  landingLoaded = await landingFace();
}

function LandingPage() {
  const Loaded = landingLoaded?.LandingPage;
  return Loaded ? <Loaded /> : <LazyLandingPage />;
}

/** Signed out: a signed-in page's address becomes the landing page's `next`; any other path is `/`. */
function ToLanding() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={withReturnPath("/", safeReturnPath(`${pathname}${search}${hash}`))} replace />;
}

/** Signed in on a signed-out address (the sign-in page just used): go where the visitor was going. */
function ToReturnPath() {
  return <Navigate to={returnPathOf(useLocation().search) ?? "/"} replace />;
}

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
          <Route path="*" element={<ToLanding />} />
        </Routes>
      </Screen>
    );
  }
  return (
    <Routes>
      <Route
        element={
          <Suspense fallback={<FullPageLoader text="Loading..." />}>
            <AppLayout />
          </Suspense>
        }
      >
        <Route
          path="/"
          element={
            <Screen>
              <GamesPage />
            </Screen>
          }
        />
        <Route
          path="/dashboard"
          element={
            <Screen>
              <GamesPage />
            </Screen>
          }
        />
        <Route
          path="/games/add"
          element={
            <Screen>
              <GamesPage openAdd />
            </Screen>
          }
        />
        <Route
          path="/game/:slug"
          element={
            <Screen>
              <GameDetailPage />
            </Screen>
          }
        />
        <Route
          path="/reviews"
          element={
            <Screen>
              <MyReviewsPage />
            </Screen>
          }
        />
        <Route
          path="/likes"
          element={
            <Screen>
              <LikesPage />
            </Screen>
          }
        />
        <Route
          path="/journal"
          element={
            <Screen>
              <JournalPage />
            </Screen>
          }
        />
        <Route
          path="/journal/game/:gameId"
          element={
            <Screen>
              <GameJournalPage />
            </Screen>
          }
        />
        <Route
          path="/notifications"
          element={
            <Screen>
              <NotificationsPage />
            </Screen>
          }
        />
        <Route
          path="/settings"
          element={
            <Screen>
              <SettingsPage />
            </Screen>
          }
        />
        <Route
          path="/profile"
          element={
            <Screen>
              <ProfilePage />
            </Screen>
          }
        />
        <Route
          path="/u/:username"
          element={
            <Screen>
              <UserProfilePage />
            </Screen>
          }
        />
        <Route
          path="/friends"
          element={
            <Screen>
              <FriendsPage />
            </Screen>
          }
        />
        <Route
          path="/activity"
          element={
            <Screen>
              <ActivityPage />
            </Screen>
          }
        />
        <Route
          path="/community"
          element={
            <Screen>
              <CommunityPage />
            </Screen>
          }
        />
        <Route
          path="/analytics"
          element={
            <Screen>
              <AnalyticsPage />
            </Screen>
          }
        />
        <Route
          path="/analytics/total-games"
          element={
            <Screen>
              <TotalGamesPage />
            </Screen>
          }
        />
        <Route
          path="/analytics/completed"
          element={
            <Screen>
              <CompletedPage />
            </Screen>
          }
        />
        <Route
          path="/analytics/year/:year"
          element={
            <Screen>
              <YearInReviewPage />
            </Screen>
          }
        />
        <Route
          path="/wishlist"
          element={
            <Screen>
              <WishlistPage />
            </Screen>
          }
        />
        <Route
          path="/recommendations"
          element={
            <Screen>
              <RecommendationsPage />
            </Screen>
          }
        />
        <Route
          path="/api-docs"
          element={
            <Screen>
              <ApiDocsPage />
            </Screen>
          }
        />
        <Route
          path="/admin"
          element={
            <Screen>
              <AdminPage />
            </Screen>
          }
        />
      </Route>
      <Route path="*" element={<ToReturnPath />} />
    </Routes>
  );
}
