// The session lives in an httpOnly cookie the page cannot read; the cached `user` object only tells
// us a session may exist, so we ask /api/auth/me at start and sign out on 401. No token is stored.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import type { AccentColor, AuthResponse, LoginInput, PublicUser, RegisterInput, ThemeMode } from "@savepoint/common";
import { api, setUnauthorizedListener } from "../api/client.ts";
import { useTheme } from "../theme/useTheme.ts";
import { AuthContext, type AuthState } from "./AuthContext.ts";
import { cacheUser, readCachedUser, sessionMayExist } from "./session-hint.ts";

/** The service worker's side of signing in and out (offline/register.ts), loaded when first needed: not in the first screen's code. */
const offline = () => import("../offline/register.ts");

export function AuthProvider({ children }: { children: ReactNode }) {
  const { mode, setAccent, setMode } = useTheme();
  const [user, setUser] = useState<PublicUser | null>(() => readCachedUser());
  const [loading, setLoading] = useState<boolean>(() => sessionMayExist());

  // Signing out unmounts the signed-in app, and its query cache with it (AppLayout).
  // The service worker's kept answers go too (offline/register.ts).
  const signedOut = useCallback(() => {
    cacheUser(null);
    setUser(null);
    void offline().then((m) => m.accountSignedOut());
  }, []);

  /** The account's appearance (accent and mode) follows the user to every device they sign in on. */
  const signedIn = useCallback(
    (u: PublicUser) => {
      cacheUser(u);
      setUser(u);
      void offline().then((m) => m.accountSignedIn(u.id));
      setAccent(u.accountColor);
      setMode(u.theme);
    },
    [setAccent, setMode],
  );

  /**
   * A preference saved: the account is updated but not re-applied, as the page already shows the
   * choice; an older answer arriving after a newer click must not undo it.
   */
  const saved = useCallback((u: PublicUser) => {
    cacheUser(u);
    setUser(u);
  }, []);

  useEffect(() => {
    setUnauthorizedListener(signedOut);
    return () => setUnauthorizedListener(undefined);
  }, [signedOut]);

  useEffect(() => {
    if (!sessionMayExist()) return;
    const ctrl = new AbortController();
    api
      .get<PublicUser>("/auth/me", { signal: ctrl.signal })
      .then(signedIn)
      .catch((err: unknown) => {
        if ((err as Error).name === "AbortError") return;
        // 401 already signed us out through the listener; other failures keep the cached user, if any.
      })
      .finally(() => {
        if (!ctrl.signal.aborted) setLoading(false);
      });
    return () => ctrl.abort();
  }, [signedIn]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      async login(input: LoginInput) {
        const res = await api.post<AuthResponse>("/auth/login", input, { allow401: true });
        signedIn(res.user);
        return res.user;
      },
      async register(input: RegisterInput) {
        const res = await api.post<AuthResponse>("/auth/register", input);
        // A new account keeps the mode chosen while signed out.
        const account =
          res.user.theme === mode ? res.user : await api.put<PublicUser>("/auth/theme", { theme: mode }).catch(() => ({ ...res.user, theme: mode }));
        signedIn(account);
        return account;
      },
      async logout() {
        try {
          await api.post("/auth/logout", undefined, { allow401: true });
        } finally {
          signedOut();
        }
      },
      async setAccountColor(color: AccentColor) {
        saved(await api.put<PublicUser>("/auth/account-color", { accountColor: color }));
      },
      async setTheme(theme: ThemeMode) {
        saved(await api.put<PublicUser>("/auth/theme", { theme }));
      },
      profileSaved(names: Pick<PublicUser, "firstName" | "lastName" | "username">) {
        if (user) saved({ ...user, ...names });
      },
      accountSaved: saved,
      accountDeleted: signedOut,
    }),
    [user, loading, mode, signedIn, signedOut, saved],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
