// Offline (status.ts): the signed-in app says so above every screen, and that it shows what it saw last.
import { useOffline } from "./useOffline.ts";

export const OFFLINE_BANNER = "You are offline: showing what you saw last. Changes are turned off until you are back online.";

export function OfflineBanner() {
  const offline = useOffline();
  return (
    // The live region is always there, so a screen reader hears the banner when it appears.
    <div role="status" className={offline ? "border-b border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950" : undefined}>
      {offline ? <p className="mx-auto max-w-7xl px-4 py-2 text-sm font-medium text-amber-900 sm:px-6 dark:text-amber-100">{OFFLINE_BANNER}</p> : null}
    </div>
  );
}
