// Friends (/friends): the people I follow and who follow me (tabs, a page at a time), a user search
// by name or username (debounced, answered by the server) and suggestions: people who play what I play.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { USER_QUERY_MAX } from "@savepoint/common";
import { useAuth } from "../../auth/AuthContext.ts";
import { useDebouncedValue } from "../../hooks/useDebouncedValue.ts";
import { LoadMoreButton } from "../../components/ui/LoadMore.tsx";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import type { FollowSide } from "./api.ts";
import { PersonRow } from "./PersonRow.tsx";
import { Muted, Panel } from "./ProfileParts.tsx";
import { useFollowList, useSuggestions, useUserSearch } from "./queries.ts";

/** Typing settles this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

const EMPTY: Record<FollowSide, string> = {
  following: "You are not following anyone yet. Search for people or follow a suggestion.",
  followers: "No followers yet. Share your profile and review games to be found.",
};

function FollowList({ username, side }: { username: string; side: FollowSide }) {
  const list = useFollowList(username, side);
  const people = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (list.isPending) return <Spinner label="Loading people..." />;
  if (list.isError) return <LoadError message="Failed to load people" onRetry={() => void list.refetch()} />;
  if (people.length === 0) return <Muted>{EMPTY[side]}</Muted>;
  return (
    <>
      <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label={side === "following" ? "People you follow" : "Your followers"}>
        {people.map((p) => (
          <PersonRow key={p.id} person={p} />
        ))}
      </ul>
      <LoadMoreButton pages={list} />
    </>
  );
}

function Search() {
  const [text, setText] = useState("");
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useUserSearch(q);
  const people = search.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Panel id="friends-search" title="Find People">
      <label htmlFor="people-search" className="sr-only">
        Search people by name or username
      </label>
      <input
        id="people-search"
        type="search"
        className="field-input"
        placeholder="Search by name or username..."
        maxLength={USER_QUERY_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="mt-2" aria-live="polite">
        {q === "" ? null : search.isPending ? (
          <Spinner label="Searching..." />
        ) : search.isError ? (
          <Muted>Search failed. Try again.</Muted>
        ) : people.length === 0 ? (
          <Muted>No people match &apos;{q}&apos;</Muted>
        ) : (
          <>
            <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label="Search results">
              {people.map((p) => (
                <PersonRow key={p.id} person={p} />
              ))}
            </ul>
            <LoadMoreButton pages={search} />
          </>
        )}
      </div>
    </Panel>
  );
}

function Suggestions() {
  const suggestions = useSuggestions();
  const people = suggestions.data?.items ?? [];
  return (
    <Panel id="friends-suggestions" title="Suggestions">
      {suggestions.isPending ? (
        <Spinner label="Loading suggestions..." />
      ) : suggestions.isError ? (
        <Muted>Suggestions could not be loaded.</Muted>
      ) : people.length === 0 ? (
        <Muted>No suggestions yet. Add games to your library to meet people who play them too.</Muted>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label="Suggested people">
          {people.map((p) => (
            <PersonRow key={p.id} person={p} note={`${p.sharedGames} ${p.sharedGames === 1 ? "game" : "games"} in common`} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

const TABS: { side: FollowSide; label: string }[] = [
  { side: "following", label: "Following" },
  { side: "followers", label: "Followers" },
];
const tabClass =
  "rounded-lg px-4 py-2 text-sm font-medium text-slate-700 data-[selected]:bg-accent-700 data-[selected]:text-white dark:text-slate-200 dark:data-[selected]:bg-accent-700";

export function FriendsPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const index = params.get("tab") === "followers" ? 1 : 0;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Friends</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">Follow people to see what they play and think.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-label="Following and followers" className="card min-w-0 lg:col-span-2">
          <TabGroup selectedIndex={index} onChange={(i) => setParams(i === 1 ? { tab: "followers" } : {}, { replace: true })}>
            <TabList className="flex gap-2">
              {TABS.map((t) => (
                <Tab key={t.side} className={tabClass}>
                  {t.label}
                </Tab>
              ))}
            </TabList>
            <TabPanels className="mt-3">
              {TABS.map((t) => (
                <TabPanel key={t.side}>{user ? <FollowList username={user.username} side={t.side} /> : null}</TabPanel>
              ))}
            </TabPanels>
          </TabGroup>
        </section>
        <div className="min-w-0 space-y-6">
          <Search />
          <Suggestions />
        </div>
      </div>
    </div>
  );
}
