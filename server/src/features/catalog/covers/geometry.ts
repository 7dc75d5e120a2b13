// The cover's fixed geometry and text limits, in viewBox units.

export const COVER_VIEW_WIDTH = 600;
export const COVER_VIEW_HEIGHT = 800;
export const COVER_FONT_FAMILY = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Horizontal margin and the width left for the title lines, in viewBox units. */
export const COVER_MARGIN = 48;
export const COVER_TEXT_WIDTH = COVER_VIEW_WIDTH - 2 * COVER_MARGIN;

/** Longest title drawn, in user-perceived characters (longer titles end with an ellipsis). */
export const MAX_TITLE_CHARS = 120;
export const MAX_TITLE_LINES = 4;

/** The title band is centred on this y (unless that would push it off the top). */
export const TITLE_CENTER_Y = 340;
/** The short accent-coloured rule inside the band, above the title (offset from the band top). */
export const ACCENT_BAR = { y: 30, height: 6 } as const;
/** The series label above the title: font size and letter spacing. */
export const SERIES_LABEL = { size: 22, spacing: 4 } as const;
/** The strip at the bottom with the platform and the year. */
export const FOOTER = { size: 22, spacing: 3, baseline: 752, top: 704 } as const;
