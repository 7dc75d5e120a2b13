// Your Gaming Stats (/analytics): the four cards, the panels (the rating distribution among them), the
// monthly chart with its year buttons, its Games and Hours played tabs and data tables, streaks and
// the play calendar.
import type { Page } from "@playwright/test";
import { Screen } from "./screen.ts";

export class AnalyticsPageModel extends Screen {
  constructor(page: Page) {
    super(page, "/analytics");
  }

  get heading() {
    return this.page.getByRole("heading", { level: 1, name: "Your Gaming Stats" });
  }

  /** A card that links on ("Total Games", "Avg Rating", "Avg Completion Time"). */
  cardLink(label: string) {
    return this.page.getByRole("link", { name: new RegExp(`^${label} `) });
  }

  /** The Hours Played card (not a link). */
  get hoursCard() {
    return this.page
      .getByRole("region", { name: "Summary" })
      .locator("div")
      .filter({ hasText: /^Hours Played/ });
  }

  /** A panel by its heading: "Backlog Progression", "Abandonment Stats", "Monthly Activity", … */
  panel(name: string) {
    return this.page.getByRole("region", { name, exact: true });
  }

  get monthly() {
    return this.panel("Monthly Activity");
  }

  /** The chart's canvas, named for its year's figures. */
  chart(year: number) {
    return this.monthly.getByRole("img", { name: new RegExp(`^Monthly activity in ${year}: `) });
  }

  /** The monthly panel's views: "Games" (the stacked chart) and "Hours played" (hours of sessions). */
  monthlyTab(name: "Games" | "Hours played") {
    return this.monthly.getByRole("tab", { name, exact: true });
  }

  /** The hours chart's canvas, named for its year's figures. */
  hoursChart(year: number) {
    return this.monthly.getByRole("img", { name: new RegExp(`^Hours played per month in ${year}, `) });
  }

  get ratings() {
    return this.panel("Rating Distribution");
  }

  /** The rating distribution's canvas, named for its figures. */
  get ratingChart() {
    return this.ratings.getByRole("img", { name: /^Ratings of / });
  }

  get previousYear() {
    return this.monthly.getByRole("button", { name: "Previous year" });
  }

  get nextYear() {
    return this.monthly.getByRole("button", { name: "Next year" });
  }

  yearLink(year: number) {
    return this.monthly.getByRole("link", { name: `${year} in review` });
  }

  /** Opens a panel's 'Show data table' and hands out the table. */
  async dataTable(panel: string, caption: string) {
    await this.panel(panel).getByText("Show data table").click();
    return this.panel(panel).getByRole("table", { name: caption });
  }
}
