// My profile (/profile): who I am (avatar, name, email, join date, theme), Edit Profile that saves,
// my Favourite Games (chosen and reordered there: Favourites.tsx), About, Gaming Stats, Rating
// Distribution, Recent Activity (my last events), Quick Actions, Favorite Genres and Account Info.
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router-dom";
import { PEOPLE_TEXTS, type MyProfile } from "@savepoint/common";
import { PageLoader, Spinner } from "../../components/ui/Spinner.tsx";
import { MyFavouritesPanel } from "./Favourites.tsx";
import { activityLine, calendarDay, gameHref, longDate, memberSince, profileHref } from "./format.ts";
import { FavoriteGenres, GamingStats, Muted, Panel, ProfileBanner, UserNotFound } from "./ProfileParts.tsx";
import { RatingHistogram } from "./RatingHistogram.tsx";
import { useMyProfile, useMyRecentActivity } from "./queries.ts";

// The edit form (with the shared schemas) is fetched the first time Edit Profile is pressed.
const ProfileEditForm = lazy(() => import("./ProfileEditForm.tsx").then((m) => ({ default: m.ProfileEditForm })));

const themeLabel = (p: MyProfile) => `${p.theme === "dark" ? "Dark" : "Light"} theme · ${p.accountColor[0]?.toUpperCase()}${p.accountColor.slice(1)}`;

function RecentActivity() {
  const activity = useMyRecentActivity();
  const items = activity.data?.items ?? [];
  return (
    <Panel id="profile-activity" title="Recent Activity">
      {activity.isPending ? (
        <Muted>Loading activity...</Muted>
      ) : activity.isError || items.length === 0 ? (
        <Muted>No recent activity</Muted>
      ) : (
        <ul className="space-y-2 text-sm">
          {items.map((item) => {
            const href = gameHref(item.game?.slug ?? null, item.review?.id);
            return (
              <li key={item.id} className="flex flex-wrap justify-between gap-x-3">
                {href ? (
                  <Link to={href} className="link">
                    {activityLine(item)}
                  </Link>
                ) : (
                  <span className="text-slate-900 dark:text-white">{activityLine(item)}</span>
                )}
                {/* The day it happened (a completion's, a session's), else the day it was recorded. */}
                <span className="text-slate-600 dark:text-slate-300">{item.happenedOn ? calendarDay(item.happenedOn) : longDate(item.createdAt)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

const QUICK_ACTIONS = [
  { to: "/games/add", label: "Add New Game" },
  { to: "/reviews?write=1", label: "Write Review" },
  { to: "/settings", label: "Update Settings" },
];

function Header({ profile, onEdit }: { profile: MyProfile; onEdit?: () => void }) {
  const edit = onEdit ? (
    <button type="button" className="btn-primary" onClick={onEdit}>
      Edit Profile
    </button>
  ) : null;
  return (
    <ProfileBanner user={profile} actions={edit}>
      <p>
        <Link to={profileHref(profile.username)} className="link">
          @{profile.username}
        </Link>
      </p>
      <p className="break-all text-slate-700 dark:text-slate-200">{profile.email}</p>
      <p>
        {memberSince(profile.memberSince)} · {themeLabel(profile)}
      </p>
      <p>
        <Link to="/friends?tab=followers" className="link">
          {profile.counts.followers} {profile.counts.followers === 1 ? "follower" : "followers"}
        </Link>
        {" · "}
        <Link to="/friends" className="link">
          {profile.counts.following} following
        </Link>
      </p>
    </ProfileBanner>
  );
}

export function ProfilePage() {
  const profile = useMyProfile();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  if (profile.isPending) return <PageLoader label="Loading profile..." />;
  if (profile.isError) return <UserNotFound />;
  const p = profile.data;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Header
        profile={p}
        onEdit={
          editing
            ? undefined
            : () => {
                setStatus(null);
                setEditing(true);
              }
        }
      />
      <MyFavouritesPanel />
      <p role="status" className="sr-only">
        {status}
      </p>
      {editing ? (
        <Suspense fallback={<Spinner label="Loading..." />}>
          <ProfileEditForm
            profile={p}
            onDone={(saved) => {
              setEditing(false);
              setStatus(saved ? "Profile saved." : null);
            }}
          />
        </Suspense>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Panel id="profile-about" title="About">
            <p className="text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-200">{p.bio ?? PEOPLE_TEXTS.noBio}</p>
          </Panel>
          <GamingStats id="profile-stats" stats={p.stats} />
          <RatingHistogram id="profile-ratings" ratings={p.stats.ratings} />
          <RecentActivity />
        </div>
        <div className="min-w-0 space-y-6">
          <Panel id="profile-actions" title="Quick Actions">
            <ul className="space-y-2">
              {QUICK_ACTIONS.map((a) => (
                <li key={a.to}>
                  <Link to={a.to} className="btn-secondary w-full">
                    {a.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
          <FavoriteGenres id="profile-genres" genres={p.favoriteGenres} />
          <Panel id="profile-account" title="Account Info">
            <dl className="space-y-2 text-sm">
              {[
                ["Email", p.email],
                ["Theme colour", themeLabel(p)],
                ["Member since", longDate(p.memberSince)],
              ].map(([term, value]) => (
                <div key={term}>
                  <dt className="text-slate-600 dark:text-slate-300">{term}</dt>
                  <dd className="font-medium break-all text-slate-900 dark:text-white">{value}</dd>
                </div>
              ))}
            </dl>
          </Panel>
        </div>
      </div>
    </div>
  );
}
