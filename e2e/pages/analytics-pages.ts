// The analytics sub-pages: Total Games (/analytics/total-games), Completed Games
// (/analytics/completed), a year in review (/analytics/year/:year), and the backlog forecast panel
// that /analytics shows.
import type { Page } from "@playwright/test";
import { Screen } from "./screen.ts";

abstract class FiguresScreen extends Screen {
  abstract readonly figuresName: string;

  get heading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  get backLink() {
    return this.page.getByRole("link", { name: /^Back to / });
  }

  /** A card of the figures row, by its label ("Total Games"); its text is label, value and the line under it. */
  card(label: string) {
    return this.page
      .getByRole("region", { name: this.figuresName })
      .locator("div")
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .last(); // the card itself, not a box around it
  }

  /** A panel by its heading ("Platform Distribution"). */
  panel(name: string) {
    return this.page.getByRole("region", { name, exact: true });
  }

  /** A labelled list ("Top genres by number of games"), its rows' texts in order. */
  rows(listName: string) {
    return this.page.getByRole("list", { name: listName, exact: true }).getByRole("listitem");
  }
}

export class TotalGamesPageModel extends FiguresScreen {
  readonly figuresName = "Library figures";
  constructor(page: Page) {
    super(page, "/analytics/total-games");
  }
}

export class CompletedPageModel extends FiguresScreen {
  readonly figuresName = "Completed games figures";
  constructor(page: Page) {
    super(page, "/analytics/completed");
  }
}

export class YearInReviewModel extends FiguresScreen {
  readonly figuresName: string;
  constructor(page: Page, year: number | string) {
    super(page, `/analytics/year/${year}`);
    this.figuresName = `${year} figures`;
  }

  get printButton() {
    return this.page.getByRole("button", { name: "Print" });
  }

  yearLink(year: number) {
    return this.page.getByRole("navigation", { name: "Other years" }).getByRole("link", { name: String(year) });
  }
}

/** The Backlog Forecast panel on /analytics. */
export class ForecastPanelModel {
  constructor(readonly page: Page) {}

  get region() {
    return this.page.getByRole("region", { name: "Backlog Forecast", exact: true });
  }

  get chart() {
    return this.region.getByRole("img", { name: /^Backlog burn-down: / });
  }

  get hoursPerWeek() {
    return this.region.getByRole("spinbutton", { name: "What if I played this many hours a week?" });
  }

  get slider() {
    return this.region.getByRole("slider", { name: "Hours per week, slider" });
  }

  /** The what-if answer ("At 5 hours a week, your backlog … would be cleared by …"). */
  get answer() {
    return this.region.getByText(/^At [\d.,]+ hours? a week/);
  }

  async openDataTable() {
    await this.region.getByText("Show data table").click();
    return this.region.getByRole("table", { name: "Backlog burn-down: games left at the start of each month" });
  }
}
