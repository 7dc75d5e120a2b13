import { createContext, useContext } from "react";
import type { AccentColor, LoginInput, PublicUser, RegisterInput, ThemeMode } from "@savepoint/common";

export interface AuthState {
  user: PublicUser | null;
  loading: boolean;
  login(input: LoginInput): Promise<PublicUser>;
  register(input: RegisterInput): Promise<PublicUser>;
  logout(): Promise<void>;
  setAccountColor(color: AccentColor): Promise<void>;
  /** Saves the light/dark mode on the account (the signed-in user is updated with the answer). */
  setTheme(theme: ThemeMode): Promise<void>;
  /** The profile was saved elsewhere (PUT /api/profile): the header shows the new names and username. */
  profileSaved(names: Pick<PublicUser, "firstName" | "lastName" | "username">): void;
  /** The account was changed elsewhere (a new email in Settings): the answer is the account now. */
  accountSaved(user: PublicUser): void;
  /** The account is gone (deleted in Settings): sign out here without asking the server. */
  accountDeleted(): void;
}

export const AuthContext = createContext<AuthState | undefined>(undefined);

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used within an AuthProvider");
  return ctx;
}
