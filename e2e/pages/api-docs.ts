// The API page (/api-docs): the token help, the group index and one section per feature group, each
// endpoint a heading of its method and path, then who may call it and its parameters.
import type { Page } from "@playwright/test";
import { Screen } from "./screen.ts";

export class ApiDocsPageModel extends Screen {
  constructor(page: Page) {
    super(page, "/api-docs");
  }

  get heading() {
    return this.page.getByRole("heading", { level: 1, name: "API" });
  }

  get tokenHelp() {
    return this.page.getByRole("region", { name: "Using a personal access token" });
  }

  get groupIndex() {
    return this.page.getByRole("navigation", { name: "API groups" });
  }

  group(name: string) {
    return this.page.getByRole("region", { name, exact: true });
  }

  /** The endpoint whose heading is "GET /api/summary". */
  endpoint(method: string, path: string) {
    return this.page.getByRole("listitem").filter({ has: this.page.getByRole("heading", { level: 3, name: `${method} ${path}`, exact: true }) });
  }

  parameters(method: string, path: string) {
    return this.page.getByRole("list", { name: `Parameters of ${method} ${path}`, exact: true });
  }
}
