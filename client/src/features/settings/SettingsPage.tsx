// /settings: an index of its sections (each an address, /settings#{id}, that works as a link) and the
// sections themselves, both drawn from SETTINGS_SECTIONS (sections.tsx). Opened at #{id}, the section
// scrolls into view once it is there, and stays there while the sections above it load.
import { Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { useScrollIntoViewFromHash } from "../../components/ui/useScrollIntoViewFromHash.ts";
import { SETTINGS_SECTIONS } from "./sections.tsx";

/** Whether the element with this id is in the page yet (a lazy section's heading comes after its code). */
function usePresent(id: string) {
  const [present, setPresent] = useState(false);
  useEffect(() => {
    const look = () => Boolean(id) && document.getElementById(id) !== null;
    setPresent(look());
    if (look()) return;
    const observer = new MutationObserver(() => {
      if (look()) {
        setPresent(true);
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [id]);
  return present;
}

export function SettingsPage() {
  const target = decodeURIComponent(useLocation().hash.slice(1));
  const known = SETTINGS_SECTIONS.some((s) => s.id === target) ? target : "";
  useScrollIntoViewFromHash(known, usePresent(known));

  return (
    <div className="mx-auto max-w-3xl space-y-6 [&_h2[id]]:scroll-mt-24">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Settings</h1>
      <nav aria-label="Settings sections">
        <ul className="flex flex-wrap gap-2">
          {SETTINGS_SECTIONS.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                aria-current={s.id === known ? "location" : undefined}
                className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current]:border-accent-700 aria-[current]:text-accent-800 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current]:border-accent-300 dark:aria-[current]:text-accent-300"
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {SETTINGS_SECTIONS.map((s) =>
        s.loading ? (
          <Suspense key={s.id} fallback={<Spinner label={s.loading} />}>
            {s.content}
          </Suspense>
        ) : (
          <div key={s.id}>{s.content}</div>
        ),
      )}
    </div>
  );
}
