// The Admin Dashboard (/admin): an administrator runs the instance from here — users, the
// instance's figures, registration, moderation, the catalog and the audit log, one tab each (the
// address keeps the tab: ?tab=users). Anyone else sees 'Not allowed' and no admin data: the page
// asks the server nothing for them, and a 403 from the server (a role revoked meanwhile) says the same.
import { lazy, Suspense } from "react";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useSearchParams } from "react-router-dom";
import { ADMIN_TEXTS } from "@savepoint/common";
import { useAuth } from "../../auth/AuthContext.ts";
import { PageLoader } from "../../components/ui/Spinner.tsx";
import { NotAllowed } from "./NotAllowed.tsx";
import { UsersSection } from "./UsersSection.tsx";

// The first tab comes with the page; the others (and the form code the invite form brings) load when opened.
const InstanceSection = lazy(() => import("./InstanceSection.tsx").then((m) => ({ default: m.InstanceSection })));
const RegistrationSection = lazy(() => import("./RegistrationSection.tsx").then((m) => ({ default: m.RegistrationSection })));
const ModerationSection = lazy(() => import("./ModerationSection.tsx").then((m) => ({ default: m.ModerationSection })));
const CatalogSection = lazy(() => import("./CatalogSection.tsx").then((m) => ({ default: m.CatalogSection })));
const AuditSection = lazy(() => import("./AuditSection.tsx").then((m) => ({ default: m.AuditSection })));

const TABS = [
  { key: "users", label: "Users", Section: UsersSection },
  { key: "instance", label: "Instance", Section: InstanceSection },
  { key: "registration", label: "Registration", Section: RegistrationSection },
  { key: "moderation", label: "Moderation", Section: ModerationSection },
  { key: "catalog", label: "Catalog", Section: CatalogSection },
  { key: "audit", label: "Audit log", Section: AuditSection },
] as const;

const tabClass =
  "rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[selected]:bg-accent-700 data-[selected]:text-white dark:text-slate-200 dark:hover:bg-slate-700 dark:data-[selected]:bg-accent-700";

function Heading() {
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{ADMIN_TEXTS.title}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{ADMIN_TEXTS.subtitle}</p>
    </div>
  );
}

export function AdminPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const found = TABS.findIndex((t) => t.key === params.get("tab"));
  const index = found < 0 ? 0 : found;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Heading />
      {!user?.isAdmin ? (
        <NotAllowed />
      ) : (
        <TabGroup selectedIndex={index} onChange={(i) => setParams(i === 0 ? {} : { tab: TABS[i]!.key }, { replace: true })}>
          <TabList aria-label="Admin sections" className="card grid grid-cols-3 gap-1 p-1.5 sm:flex sm:flex-wrap">
            {TABS.map((t) => (
              <Tab key={t.key} className={tabClass}>
                {t.label}
              </Tab>
            ))}
          </TabList>
          <TabPanels className="mt-4">
            {TABS.map(({ key, Section }) => (
              <TabPanel key={key} className="focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-500 rounded-xl">
                <Suspense fallback={<PageLoader label="Loading..." className="py-10" />}>
                  <Section />
                </Suspense>
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
      )}
    </div>
  );
}
