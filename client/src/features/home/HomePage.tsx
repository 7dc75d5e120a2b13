import { useAuth } from "../../auth/AuthContext.ts";
import { displayName } from "../../components/layout/UserMenu.tsx";

/** The signed-in home. The library (My Games) replaces this body when it lands. */
export function HomePage() {
  const { user } = useAuth();
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">My Games</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">Welcome, {displayName(user)}.</p>
    </div>
  );
}
