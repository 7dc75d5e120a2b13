// How reviews write dates, hours and game addresses.

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });
const hours = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** An ISO timestamp as the reader's calendar day: "May 31, 2026". */
export const reviewDate = (iso: string): string => day.format(new Date(iso));

/** Hours as "34", "12.5", "1,204". */
export const reviewHours = (h: number): string => hours.format(h);

/** A game page's address (a slug may be in any script). */
export const gamePagePath = (slug: string): string => `/game/${encodeURIComponent(slug)}`;
