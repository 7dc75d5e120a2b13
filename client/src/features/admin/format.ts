// How the dashboard writes numbers, sizes, durations and times.
const count = new Intl.NumberFormat("en-US");
const dateTime = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
const date = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });

export const formatCount = (n: number) => count.format(n);
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string | null) => (iso ? date.format(new Date(iso)) : "Never");

const UNITS = ["bytes", "KB", "MB", "GB", "TB"];
/** Bytes in the largest unit that keeps the number at 1 or more ('12.3 MB'); whole bytes below 1 KB. */
export function formatBytes(bytes: number): string {
  let v = bytes;
  let u = 0;
  while (v >= 1024 && u < UNITS.length - 1) {
    v /= 1024;
    u += 1;
  }
  return u === 0 ? `${v} bytes` : `${v.toFixed(1)} ${UNITS[u]}`;
}

/** Seconds as days, hours and minutes ('2 d 3 h 4 min'); '0 min' under a minute. */
export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const parts = [d ? `${d} d` : "", h ? `${h} h` : "", m || (!d && !h) ? `${m} min` : ""].filter(Boolean);
  return parts.join(" ");
}
