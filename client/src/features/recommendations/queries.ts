// The screen's queries: four lists and the taste profile. For you and the open tab's list are the
// ones asked (a list loads when its tab is first shown; after a change, a list not on screen is asked
// again when its tab is next opened, so one added game never recomputes four lists at once). The
// server keeps each answer against the library's version, so a visit always asks (staleTime 0).
// 'Refresh All' starts a new round: the lists shown ask again with ?refresh=1 (the others do so when
// their tab opens), and the profile too.
import { useRef, useState } from "react";
import { useIsFetching, useQuery } from "@tanstack/react-query";
import type { RecommendationList } from "@savepoint/common";
import { recommendationsApi, type RecommendationListName } from "./api.ts";
import { recommendationKeys } from "./keys.ts";

const FRESH = { staleTime: 0 } as const;
const LISTS: RecommendationListName[] = ["forYou", "similar", "trending", "underrated"];

function useList<T extends RecommendationList>(
  name: RecommendationListName,
  fetch: (refresh: boolean, signal?: AbortSignal) => Promise<T>,
  round: number,
  owed: (name: string) => boolean,
  enabled: boolean,
) {
  return useQuery({ queryKey: recommendationKeys.list(name, round), queryFn: ({ signal }) => fetch(owed(name), signal), enabled, ...FRESH });
}

/** `open`: the list of the tab on screen. */
export function useRecommendationQueries(open: RecommendationListName) {
  const [round, setRound] = useState(0);
  const owedRef = useRef(new Set<string>());
  // A list owes a recompute once per round: the first ask of the round sends ?refresh=1, a retry does not.
  const owed = (name: string) => owedRef.current.delete(name);
  const forYou = useList("forYou", recommendationsApi.forYou, round, owed, true);
  const similar = useList("similar", recommendationsApi.similar, round, owed, open === "similar");
  const trending = useList("trending", recommendationsApi.trending, round, owed, open === "trending");
  const underrated = useList("underrated", recommendationsApi.underrated, round, owed, open === "underrated");
  const profile = useQuery({
    queryKey: recommendationKeys.profile(round),
    queryFn: ({ signal }) => recommendationsApi.profile(owed("profile"), signal),
    ...FRESH,
  });
  const loading = useIsFetching({ queryKey: recommendationKeys.all }) > 0;
  return {
    lists: { forYou, similar, trending, underrated },
    profile,
    /** True while any list or the profile is being fetched: 'Refresh All' waits. */
    loading,
    refreshAll: () => {
      owedRef.current = new Set([...LISTS, "profile"]);
      setRound((r) => r + 1);
    },
  };
}
