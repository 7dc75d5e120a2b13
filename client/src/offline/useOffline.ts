// Whether the app is offline (status.ts), for the screens that show it or turn changes off.
import { useSyncExternalStore } from "react";
import { isOffline, listeners } from "./status.ts";

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
