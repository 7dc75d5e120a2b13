// The sections of Settings, in page order: each one's address (/settings#{id}), its name in the section
// index at the top of the page, what it shows and what shows while its code loads. The index and the page
// are both drawn from this list: a new section is one line here. `id` is the id of an element the section
// itself renders (its heading, or the section), so the address also works as a plain link.
import { lazy, type ReactNode } from "react";
import { CategoryManager } from "../journal/index.ts";
import { loadNotificationSettings } from "../notifications/index.ts";
import { PrivacySettings } from "../people/index.ts";
import { AppearanceSection } from "./AppearanceSection.tsx";
import { DataSection } from "./DataSection.tsx";

// The account forms (and the schemas they check with) are fetched with the page's first render, not
// before it: the page is interactive without them.
const AccountSection = lazy(() => import("./AccountSection.tsx").then((m) => ({ default: m.AccountSection })));
const SecuritySection = lazy(() => import("./SecuritySection.tsx").then((m) => ({ default: m.SecuritySection })));
const ApiTokensSection = lazy(() => import("./ApiTokensSection.tsx").then((m) => ({ default: m.ApiTokensSection })));
const NotificationSettings = lazy(loadNotificationSettings);

export interface SettingsSection {
  /** The address fragment, and the id of the element it scrolls to. */
  id: string;
  /** Its name in the index (the section's heading). */
  label: string;
  content: ReactNode;
  /** Said while its code or data loads; none for a section that shows at once. */
  loading?: string;
}

export const SETTINGS_SECTIONS: SettingsSection[] = [
  { id: "appearance", label: "Appearance", content: <AppearanceSection /> },
  { id: "account", label: "Account", content: <AccountSection />, loading: "Loading account..." },
  { id: "security", label: "Security", content: <SecuritySection />, loading: "Loading security..." },
  { id: "api-tokens", label: "API tokens", content: <ApiTokensSection />, loading: "Loading API tokens..." },
  { id: "privacy", label: "Privacy", content: <PrivacySettings />, loading: "Loading privacy settings..." },
  { id: "notifications", label: "Notifications", content: <NotificationSettings />, loading: "Loading notification settings..." },
  { id: "categories", label: "Journal categories", content: <CategoryManager />, loading: "Loading categories..." },
  { id: "data-privacy", label: "Data & Privacy", content: <DataSection /> },
];
