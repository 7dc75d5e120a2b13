// /journal ('Gaming Journal'): two tabs, General Journal and Game Journal; the choice is kept in local
// storage under journal-selected-tab (general by default). A floating round plus opens the entry form:
// a general entry on the general tab, a game entry on the game tab.
import { useState } from "react";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { JOURNAL_TAB_STORAGE_KEY, JOURNAL_TABS, JOURNAL_TEXTS, type JournalEntryDto, type JournalTab } from "@savepoint/common";
import { CloseIcon, PlusIcon } from "../../components/ui/Icons.tsx";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { PageLoader } from "../../components/ui/Spinner.tsx";
import { DeleteEntryDialog } from "./DeleteEntryDialog.tsx";
import { GameJournals } from "./GameJournals.tsx";
import { GeneralJournal } from "./GeneralJournal.tsx";
import { JournalEntryDialog } from "./LazyJournalEntryDialog.tsx";
import { useJournalFacets, useJournalGames } from "./queries.ts";

const TAB_LABELS: Record<JournalTab, string> = { general: JOURNAL_TEXTS.generalTab, game: JOURNAL_TEXTS.gameTab };

/** The stored tab, or general. */
export function storedTab(): JournalTab {
  try {
    const v = localStorage.getItem(JOURNAL_TAB_STORAGE_KEY);
    return (JOURNAL_TABS as readonly string[]).includes(v ?? "") ? (v as JournalTab) : "general";
  } catch {
    return "general";
  }
}

function storeTab(tab: JournalTab) {
  try {
    localStorage.setItem(JOURNAL_TAB_STORAGE_KEY, tab);
  } catch {
    // storage unavailable: the choice lasts this visit only
  }
}

/** The form's state: closed, or open to write (in a mode) or to edit an entry. The entry stays while it closes. */
interface FormState {
  open: boolean;
  mode: "general" | "game";
  entry: JournalEntryDto | null;
}

const tabClass =
  "rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap text-slate-700 transition hover:bg-white/70 data-[selected]:bg-white data-[selected]:text-slate-900 data-[selected]:shadow-sm dark:text-slate-300 dark:hover:bg-slate-700/60 dark:data-[selected]:bg-slate-700 dark:data-[selected]:text-white";

export function JournalPage() {
  const [tab, setTab] = useState<JournalTab>(storedTab);
  const [form, setForm] = useState<FormState>({ open: false, mode: "general", entry: null });
  const [deleting, setDeleting] = useState<{ open: boolean; entry: JournalEntryDto | null }>({ open: false, entry: null });
  const facets = useJournalFacets({ general: true }, tab === "general");
  const games = useJournalGames(tab === "game");

  const chooseTab = (i: number) => {
    const next = JOURNAL_TABS[i] ?? "general";
    setTab(next);
    storeTab(next);
  };
  const openNew = (mode: FormState["mode"]) => setForm({ open: true, mode, entry: null });
  const closeForm = () => setForm((f) => ({ ...f, open: false, entry: null }));
  const edit = (entry: JournalEntryDto) => setForm({ open: true, mode: entry.gameId ? "game" : "general", entry });
  const fabMode = tab === "general" ? "general" : "game";

  return (
    <div className="mx-auto max-w-5xl space-y-6 pb-24">
      <div>
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{JOURNAL_TEXTS.heading}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{JOURNAL_TEXTS.tagline}</p>
      </div>

      <TabGroup selectedIndex={JOURNAL_TABS.indexOf(tab)} onChange={chooseTab}>
        <TabList aria-label="Journal" className="inline-flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
          {JOURNAL_TABS.map((t) => (
            <Tab key={t} className={tabClass}>
              {TAB_LABELS[t]}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-6">
          <TabPanel tabIndex={-1}>
            {facets.isPending ? (
              <PageLoader label={JOURNAL_TEXTS.loading} className="py-16" />
            ) : facets.isError ? (
              <LoadError message="Failed to load journal" onRetry={() => void facets.refetch()} />
            ) : (
              <GeneralJournal facets={facets.data} onNew={() => openNew("general")} onEdit={edit} onDelete={(entry) => setDeleting({ open: true, entry })} />
            )}
          </TabPanel>
          <TabPanel tabIndex={-1}>
            {games.isPending ? (
              <PageLoader label={JOURNAL_TEXTS.loading} className="py-16" />
            ) : games.isError ? (
              <LoadError message="Failed to load journal" onRetry={() => void games.refetch()} />
            ) : (
              <GameJournals games={games.data} />
            )}
          </TabPanel>
        </TabPanels>
      </TabGroup>

      <FloatingAdd
        label={fabMode === "general" ? JOURNAL_TEXTS.addGeneralEntryLabel : "Add new game entry"}
        open={form.open}
        onClick={() => (form.open ? closeForm() : openNew(fabMode))}
      />
      <JournalEntryDialog open={form.open} onClose={closeForm} mode={form.mode} entry={form.entry} />
      <DeleteEntryDialog open={deleting.open} entry={deleting.entry} onClose={() => setDeleting((d) => ({ ...d, open: false }))} />
    </div>
  );
}

/** The floating round plus: toggles the entry form; its tooltip reads 'Add Entry', or 'Close' while the form is open. */
function FloatingAdd({ label, open, onClick }: { label: string; open: boolean; onClick: () => void }) {
  const tip = open ? JOURNAL_TEXTS.closeTooltip : JOURNAL_TEXTS.addEntryTooltip;
  return (
    <div className="group fixed right-4 bottom-4 z-40 sm:right-8 sm:bottom-8">
      <span
        role="tooltip"
        id="journal-fab-tip"
        className="pointer-events-none absolute top-1/2 right-full mr-3 -translate-y-1/2 rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white opacity-0 transition group-focus-within:opacity-100 group-hover:opacity-100 dark:bg-slate-100 dark:text-slate-900"
      >
        {tip}
      </span>
      <button
        type="button"
        aria-label={label}
        aria-describedby="journal-fab-tip"
        aria-expanded={open}
        onClick={onClick}
        className="grid h-14 w-14 place-items-center rounded-full bg-accent-700 text-white shadow-lg hover:bg-accent-800 focus-visible:ring-4 focus-visible:ring-accent-500/50"
      >
        {open ? <CloseIcon className="h-6 w-6" /> : <PlusIcon className="h-7 w-7" />}
      </button>
    </div>
  );
}
