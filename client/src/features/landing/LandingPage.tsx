import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import type { InstanceStats } from "@savepoint/common";
import { api } from "../../api/client.ts";
import { useReturnPath, withReturnPath } from "../../auth/return-to.ts";
import { Logo } from "../../components/layout/Logo.tsx";
import { ThemeToggle } from "../../components/layout/ThemeToggle.tsx";

const nf = new Intl.NumberFormat("en-US");

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="card flex flex-col-reverse text-center">
      <dt className="mt-1 text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-3xl font-bold text-accent-700 dark:text-accent-300">{value === undefined ? "–" : nf.format(value)}</dd>
    </div>
  );
}

const FEATURES = [
  { title: "Your library, your way", text: "Track status, rating, play time, achievements, notes and tags for every game you own or want to play." },
  { title: "Private by design", text: "Self-hosted and tracker-free: no fingerprinting, no ads, no third-party calls from your browser." },
  { title: "Works offline", text: "A built-in game catalog means search works with no API keys and no internet connection." },
];

/**
 * The instance's public figures, fetched once per visit. A plain fetch: the signed-out pages load
 * without the query cache, which comes with the signed-in app.
 */
function useInstanceStats() {
  const [state, setState] = useState<{ data?: InstanceStats; isPending: boolean }>({ isPending: true });
  useEffect(() => {
    const ctrl = new AbortController();
    api
      .get<InstanceStats>("/instance/stats", { signal: ctrl.signal })
      .then((data) => setState({ data, isPending: false }))
      .catch(() => {
        if (!ctrl.signal.aborted) setState({ isPending: false });
      });
    return () => ctrl.abort();
  }, []);
  return state;
}

export function LandingPage() {
  const stats = useInstanceStats();
  const next = useReturnPath();
  const s = stats.data;
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:px-6">
          <Logo compact />
          <div className="ml-auto flex items-center gap-2">
            <ThemeToggle />
            <Link to={withReturnPath("/login", next)} className="btn-secondary px-3 whitespace-nowrap">
              Sign In
            </Link>
            <Link to={withReturnPath("/register", next)} className="btn-primary px-3 whitespace-nowrap">
              Get Started
            </Link>
          </div>
        </div>
      </header>
      <main id="main">
        <section className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl dark:text-white">
            Every game you play, <span className="text-accent-700 dark:text-accent-300">saved.</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            Savepoint keeps your backlog, your play time, your reviews and your gaming journal in one place — on a server you control.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={withReturnPath("/login", next)} className="btn-primary px-6 py-3 text-base">
              Start Your Journey
            </Link>
            <Link to={withReturnPath("/register", next)} className="btn-secondary px-6 py-3 text-base">
              Create an account
            </Link>
          </div>
        </section>

        <section aria-labelledby="stats-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="stats-heading" className="sr-only">
            This Savepoint in numbers
          </h2>
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
            <Stat label="Games in the catalog" value={s?.catalogGames} />
            <Stat label="Ratings" value={s?.ratings} />
            <Stat label="Reviews" value={s?.reviews} />
            <Stat label="Players" value={s?.users} />
          </dl>
        </section>

        <section aria-labelledby="trending-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="trending-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
            Trending here
          </h2>
          {s && s.trending.length > 0 ? (
            <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
              {s.trending.map((g) => (
                <li key={g.slug} className="card p-3">
                  {g.imageUrl ? (
                    <img
                      src={g.imageUrl}
                      alt=""
                      width={300}
                      height={400}
                      className="aspect-[3/4] w-full rounded-lg object-cover"
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                  <p className="mt-2 font-semibold text-slate-900 dark:text-white">{g.title}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {g.platform ?? "Multi-platform"} · added {g.adds} {g.adds === 1 ? "time" : "times"}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p role="status" className="mt-4 text-slate-600 dark:text-slate-300">
              {stats.isPending ? "Loading…" : "Nothing trending yet — this Savepoint is brand new. Sign up and be the first to add a game."}
            </p>
          )}
        </section>

        <section aria-labelledby="about-heading" className="bg-slate-50 py-16 dark:bg-slate-950/40">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="about-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
              About Savepoint
            </h2>
            <div className="mt-6 grid gap-4 md:grid-cols-3">
              {FEATURES.map((f) => (
                <div key={f.title} className="card">
                  <h3 className="font-semibold text-slate-900 dark:text-white">{f.title}</h3>
                  <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{f.text}</p>
                </div>
              ))}
            </div>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6">
          <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Ready to press start?</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">It takes a minute, and your data stays on this server.</p>
          <Link to={withReturnPath("/register", next)} className="btn-primary mt-6 px-6 py-3 text-base">
            Get Started
          </Link>
        </section>
      </main>
      <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
        Savepoint — open source and self-hosted. Retro catalog data: MAME software lists (CC0).
      </footer>
    </div>
  );
}
