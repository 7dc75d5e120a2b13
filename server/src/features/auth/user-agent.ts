// A signed-in device in words, from its browser's User-Agent header: "Chrome on Windows", "Safari on
// iPhone". Only the common browsers and systems are named; anything else reads as what is known of it.

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  // Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bVivaldi\//, "Vivaldi"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/(?:\b|Headless)(?:Chrome|Chromium|CriOS)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\b(?:Mobile\/\w+|AppleWebKit\/[\d.]+)(?!.*Safari)/, "Safari"],
  [/^curl\//, "curl"],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (table: ReadonlyArray<[RegExp, string]>, ua: string) => table.find(([re]) => re.test(ua))?.[1];

/** "Browser on System", either alone when the other is unknown, or "Unknown device". */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim() ?? "";
  const browser = ua ? first(BROWSERS, ua) : undefined;
  const system = ua ? first(SYSTEMS, ua) : undefined;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}
