// A user's profile (/u/:username): name, avatar colour, member since, bio, follow button and counts,
// a small menu to block or unblock, their favourite games, the taste match, stats, the rating
// distribution, favourite genres, what they play, recent completions and reviews. A private profile
// shows only the name and 'This profile is private'; an unknown user, or one blocked either way, is
// 'User not found'.
import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { PEOPLE_TEXTS, type OpenProfile, type ProfileGame, type PublicProfile } from "@savepoint/common";
import { displayName } from "../../components/ui/Avatar.tsx";
import { ConfirmDialog, useConfirmMutation } from "../../components/ui/ConfirmDialog.tsx";
import { PageLoader } from "../../components/ui/Spinner.tsx";
import { FavouritesShowcase } from "./Favourites.tsx";
import { FollowButton } from "./FollowButton.tsx";
import { calendarDay, gameHref, longDate, memberSince } from "./format.ts";
import { useRelation } from "./mutations.ts";
import { FavoriteGenres, FeedLinks, GamingStats, Muted, Panel, ProfileBanner, UserNotFound } from "./ProfileParts.tsx";
import { RatingHistogram } from "./RatingHistogram.tsx";
import { useUserProfile } from "./queries.ts";
import { TasteMatchPanel } from "./TasteMatchPanel.tsx";

function BlockMenu({ profile }: { profile: PublicProfile }) {
  const relation = useRelation();
  const [confirming, setConfirming] = useState(false);
  const name = displayName(profile);
  const confirm = useConfirmMutation(
    relation,
    () => setConfirming(false),
    () => `${name} is blocked.`,
  );
  const blocking = profile.relationship.blocking;
  return (
    <>
      <Menu>
        <MenuButton className="btn-secondary px-3" aria-label={`More actions for ${name}`}>
          <span aria-hidden="true">⋯</span>
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-50 mt-2 w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-800"
        >
          <MenuItem>
            <button
              type="button"
              className="block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 data-[focus]:bg-slate-100 dark:text-slate-200 dark:data-[focus]:bg-slate-700"
              onClick={() => (blocking ? relation.mutate({ username: profile.username, change: "unblock" }) : setConfirming(true))}
            >
              {blocking ? "Unblock" : "Block"}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      <ConfirmDialog
        open={confirming}
        onClose={confirm.close}
        title={`Block ${name}?`}
        confirmLabel="Block"
        pending={confirm.pending}
        pendingLabel="Blocking..."
        error={confirm.failed ? `Failed to block ${name}` : null}
        onConfirm={() => confirm.run({ username: profile.username, change: "block" })}
      >
        <p className="text-sm text-slate-700 dark:text-slate-200">
          Neither of you will see the other&apos;s profile, activity or reviews, and follows between you end. You can unblock them in Settings → Privacy.
        </p>
      </ConfirmDialog>
    </>
  );
}

function Header({ profile }: { profile: PublicProfile }) {
  const open = profile.private ? null : profile;
  const rel = profile.relationship;
  const actions = profile.me ? (
    <Link to="/profile" className="btn-secondary">
      Edit Profile
    </Link>
  ) : (
    <div className="flex items-center gap-2">
      {rel.blocking ? null : <FollowButton person={{ ...profile, following: rel.following }} />}
      <BlockMenu profile={profile} />
    </div>
  );
  return (
    <ProfileBanner user={profile} actions={actions}>
      <p>
        @{profile.username}
        {rel.followsYou ? " · Follows you" : ""}
        {rel.blocking ? " · Blocked" : ""}
      </p>
      {open ? (
        <>
          <p>{memberSince(open.memberSince)}</p>
          <p className="text-slate-700 dark:text-slate-200">
            {open.counts.followers} {open.counts.followers === 1 ? "follower" : "followers"} · {open.counts.following} following
          </p>
          {open.hasFeed ? <FeedLinks username={open.username} /> : null}
        </>
      ) : null}
    </ProfileBanner>
  );
}

function GameList({ id, title, games, empty, dated }: { id: string; title: string; games: ProfileGame[]; empty: string; dated: string }) {
  return (
    <Panel id={id} title={title}>
      {games.length === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <ul className="space-y-2 text-sm">
          {games.map((g, i) => {
            const href = gameHref(g.slug);
            return (
              <li key={`${g.title}-${g.platform}-${i}`} className="flex flex-wrap justify-between gap-x-3">
                <span>
                  {href ? (
                    <Link to={href} className="link">
                      {g.title}
                    </Link>
                  ) : (
                    <span className="font-medium text-slate-900 dark:text-white">{g.title}</span>
                  )}
                  <span className="text-slate-600 dark:text-slate-300"> · {g.platform}</span>
                </span>
                <span className="text-slate-600 dark:text-slate-300">
                  {g.date ? `${dated} ${calendarDay(g.date)}` : ""}
                  {g.rating !== null ? ` · ${g.rating}/10` : ""}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

function Reviews({ profile }: { profile: OpenProfile }) {
  return (
    <Panel id="user-reviews" title="Recent Reviews">
      {profile.recentReviews.length === 0 ? (
        <Muted>No reviews yet</Muted>
      ) : (
        <ul className="space-y-3">
          {profile.recentReviews.map((r) => {
            const href = gameHref(r.gameSlug, r.id);
            return (
              <li key={r.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                <p className="flex flex-wrap justify-between gap-x-3 text-sm">
                  {href ? (
                    <Link to={href} className="link font-semibold">
                      {r.gameTitle}
                    </Link>
                  ) : (
                    <span className="font-semibold text-slate-900 dark:text-white">{r.gameTitle}</span>
                  )}
                  <span className="text-slate-600 dark:text-slate-300">
                    {r.rating}/10 · {longDate(r.createdAt)}
                  </span>
                </p>
                <p className="mt-1 line-clamp-3 text-sm break-words text-slate-700 dark:text-slate-200">{r.spoiler ? "Contains spoilers" : r.comment}</p>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

function OpenBody({ profile }: { profile: OpenProfile }) {
  return (
    <>
      <FavouritesShowcase id="user-favourites" games={profile.favourites} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Panel id="user-about" title="About">
            <p className="text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-200">{profile.bio ?? PEOPLE_TEXTS.noBio}</p>
          </Panel>
          <TasteMatchPanel match={profile.tasteMatch} />
          {profile.currentlyPlaying ? (
            <GameList id="user-playing" title="Currently Playing" games={profile.currentlyPlaying} empty="Not playing anything right now" dated="Started" />
          ) : null}
          <GameList id="user-completions" title="Recent Completions" games={profile.recentCompletions} empty="No recent completions" dated="Completed" />
          <Reviews profile={profile} />
        </div>
        <div className="min-w-0 space-y-6">
          <GamingStats id="user-stats" stats={profile.stats} />
          <RatingHistogram id="user-ratings" ratings={profile.stats.ratings} />
          <FavoriteGenres id="user-genres" genres={profile.favoriteGenres} />
        </div>
      </div>
    </>
  );
}

export function UserProfilePage() {
  const { username = "" } = useParams();
  const profile = useUserProfile(username);
  if (profile.isPending) return <PageLoader label="Loading profile..." />;
  // data kept from before the error: the profile was shown, and went
  if (profile.isError) return <UserNotFound focusIfLost={profile.data !== undefined} />;
  const p = profile.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Header profile={p} />
      {p.private ? (
        <div className="card py-10 text-center">
          <p className="text-lg font-semibold text-slate-900 dark:text-white">{PEOPLE_TEXTS.privateProfile}</p>
        </div>
      ) : (
        <OpenBody profile={p} />
      )}
    </div>
  );
}
