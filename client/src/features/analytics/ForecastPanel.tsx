// The backlog forecast: at the player's own pace (completions a month over the last 12 months) when
// the current backlog would be cleared, with the assumption in words and a burn-down line (and its
// data table); below FORECAST_MIN_COMPLETIONS completions, 'Not enough history yet'. An 'hours per
// week' control asks what another pace would do, from the backlog's hours, in the browser.
import { useId, useMemo, useState } from "react";
import { Line } from "react-chartjs-2";
import type { ChartOptions } from "chart.js";
import { FORECAST_MIN_COMPLETIONS, type BacklogForecast } from "@savepoint/common";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { prefersReducedMotion, SERIES_COLORS, useChartColors } from "./charts.ts";
import { monthLabel, monthsFrom, whatIf, whatIfBurnDown } from "./forecast.ts";
import { useBacklogForecast } from "./queries.ts";
import { gamesCount, longDate } from "./SubPage.tsx";
import { ChartTable, formatHours, hoursLabel, Panel } from "./ui.tsx";

/** The what-if control's first value: 'what if I played 5 hours a week?'. */
export const DEFAULT_HOURS_PER_WEEK = 5;
const MAX_SLIDER_HOURS = 60;
/** A week has 168 hours. */
const MAX_TYPED_HOURS = 168;
const months = (n: number) => `${formatHours(n)} ${n === 1 ? "month" : "months"}`;

function BurnDown({ data, whatIfLine, hoursPerWeek }: { data: BacklogForecast; whatIfLine: number[]; hoursPerWeek: number }) {
  const colors = useChartColors();
  const labels = monthsFrom(data.burnDown[0]?.month ?? data.today.slice(0, 7), Math.max(data.burnDown.length, whatIfLine.length));
  const paceLabel = "At your pace";
  const whatIfLabel = `At ${formatHours(hoursPerWeek)} h a week`;
  const options = useMemo<ChartOptions<"line">>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: prefersReducedMotion() ? false : { duration: 900 },
      interaction: { mode: "index", intersect: false },
      scales: {
        x: { ticks: { color: colors.text, maxRotation: 0, autoSkipPadding: 12 }, grid: { display: false } },
        y: {
          min: 0,
          ticks: { color: colors.text, precision: 0 },
          grid: { color: colors.grid },
          title: { display: true, text: "Games left", color: colors.text },
        },
      },
      plugins: { legend: { position: "top", labels: { color: colors.text, boxWidth: 12, boxHeight: 12 } } },
    }),
    [colors],
  );
  const chartData = {
    labels: labels.map(monthLabel),
    datasets: [
      {
        label: paceLabel,
        data: data.burnDown.map((p) => p.remaining),
        borderColor: SERIES_COLORS.completed,
        backgroundColor: "rgba(34, 197, 94, 0.15)",
        fill: true,
        pointRadius: 0,
        tension: 0.1,
      },
      ...(whatIfLine.length > 0
        ? [
            {
              label: whatIfLabel,
              data: whatIfLine,
              borderColor: SERIES_COLORS.started,
              backgroundColor: SERIES_COLORS.started,
              borderDash: [6, 4],
              pointRadius: 0,
              tension: 0.1,
            },
          ]
        : []),
    ],
  };
  const name = `Backlog burn-down: ${gamesCount(data.backlog)} now, none left by ${monthLabel(labels[data.burnDown.length - 1] ?? labels[0] ?? "")} at your pace`;
  return (
    <>
      <div className="relative h-56 sm:h-64">
        <Line data={chartData} options={options} role="img" aria-label={name} fallbackContent={<p>{name}</p>} />
      </div>
      <ChartTable
        caption="Backlog burn-down: games left at the start of each month"
        head={["Month", `${paceLabel} (games left)`, ...(whatIfLine.length > 0 ? [`${whatIfLabel} (games left)`] : [])]}
        rows={labels.map((m, i) => [
          monthLabel(m),
          formatHours(data.burnDown[i]?.remaining ?? 0),
          ...(whatIfLine.length > 0 ? [formatHours(whatIfLine[i] ?? 0)] : []),
        ])}
      />
    </>
  );
}

/** The typed hours per week as a number: empty or not a number is 0, and never more than a week holds. */
export function parseHoursPerWeek(text: string): number {
  const n = Number(text.replace(",", "."));
  return Number.isFinite(n) ? Math.min(MAX_TYPED_HOURS, Math.max(0, n)) : 0;
}

function WhatIfControl({
  data,
  hoursText,
  onChange,
}: {
  data: BacklogForecast & { backlogHours: number };
  hoursText: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const hoursPerWeek = parseHoursPerWeek(hoursText);
  const answer = whatIf(data.backlogHours, hoursPerWeek, data.today);
  return (
    <div className="mt-5 rounded-lg bg-slate-50 p-4 dark:bg-slate-900/50">
      <label htmlFor={`${id}-hours`} className="field-label">
        What if I played this many hours a week?
      </label>
      <div className="flex items-center gap-3">
        <input
          type="range"
          min={0}
          max={MAX_SLIDER_HOURS}
          step={1}
          value={Math.min(hoursPerWeek, MAX_SLIDER_HOURS)}
          onChange={(e) => onChange(e.target.value)}
          aria-label="Hours per week, slider"
          className="min-w-0 flex-1 accent-accent-600"
        />
        <input
          id={`${id}-hours`}
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_TYPED_HOURS}
          step={0.5}
          value={hoursText}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-answer`}
          className="field-input w-20 shrink-0"
        />
        <span className="shrink-0 text-sm text-slate-600 dark:text-slate-300" aria-hidden="true">
          h / week
        </span>
      </div>
      <p id={`${id}-answer`} className="mt-3 text-sm text-slate-700 dark:text-slate-200" aria-live="polite">
        {answer.date === null || answer.months === null ? (
          <>At 0 hours a week the backlog is never cleared.</>
        ) : (
          <>
            At {hoursLabel(hoursPerWeek)} a week, your backlog ({hoursLabel(data.backlogHours)}) would be cleared by{" "}
            <strong className="text-slate-900 dark:text-white">{longDate(answer.date)}</strong> (about {months(answer.months)}).
          </>
        )}
      </p>
    </div>
  );
}

/** Which backlog games' hours are their time to beat here, and what the others count at. */
export function timeToBeatNote(data: BacklogForecast): string {
  const n = data.timeToBeatGames;
  if (n === data.backlog) {
    return n === 1
      ? "Your backlog game counts at the time players here took to beat it."
      : "Every backlog game counts at the time players here took to beat it.";
  }
  const which =
    n === 1 ? "1 backlog game counts at the time players here took to beat it" : `${n} backlog games count at the times players here took to beat them`;
  return data.hoursPerCompletedGame === null ? `${which}.` : `${which}; the others at your ${hoursLabel(data.hoursPerCompletedGame)} per completed game.`;
}

function ForecastBody({ data }: { data: BacklogForecast }) {
  const [hoursText, setHoursText] = useState(String(DEFAULT_HOURS_PER_WEEK));
  const hoursPerWeek = parseHoursPerWeek(hoursText);
  const withHours = data.backlogHours !== null && data.backlog > 0 ? { ...data, backlogHours: data.backlogHours } : null;
  // Each game at the backlog's mean hours (some games' are their time to beat here).
  const whatIfLine = withHours ? whatIfBurnDown(data.backlog, withHours.backlogHours / data.backlog, hoursPerWeek) : [];
  const pace = (
    <>
      {data.completionsPerMonth} completions a month over the last 12 months ({gamesCount(data.completionsLast12Months)} completed)
      {data.hoursPerCompletedGame !== null ? <>, {hoursLabel(data.hoursPerCompletedGame)} per completed game</> : null}
    </>
  );
  return (
    <div>
      {data.backlog === 0 ? (
        <p className="text-lg font-semibold text-slate-900 dark:text-white">Your backlog is empty: nothing left to clear.</p>
      ) : !data.enoughHistory || data.projectedDate === null ? (
        <div>
          <p className="text-lg font-semibold text-slate-900 dark:text-white">Not enough history yet</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            The forecast needs at least {FORECAST_MIN_COMPLETIONS} games completed in the last 12 months; you have {data.completionsLast12Months}.
          </p>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">At your pace, your backlog of {gamesCount(data.backlog)} would be cleared by</p>
          <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{longDate(data.projectedDate)}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            in about {months(data.monthsToClear ?? 0)}. Your pace: {pace}.
          </p>
          <div className="mt-4">
            <BurnDown data={data} whatIfLine={whatIfLine} hoursPerWeek={hoursPerWeek} />
          </div>
        </>
      )}
      {withHours ? <WhatIfControl data={withHours} hoursText={hoursText} onChange={setHoursText} /> : null}
      {data.timeToBeatGames > 0 ? <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{timeToBeatNote(data)}</p> : null}
      {data.backlog > 0 && !withHours ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          Log play time on your completed games to ask how many hours a week would clear the backlog.
        </p>
      ) : null}
    </div>
  );
}

export function ForecastPanel() {
  const q = useBacklogForecast();
  return (
    <Panel id="backlog-forecast" title="Backlog Forecast">
      {q.isPending ? (
        <Spinner label="Loading forecast..." />
      ) : q.isError ? (
        <LoadError message="Failed to load forecast" onRetry={() => void q.refetch()} />
      ) : (
        <ForecastBody data={q.data} />
      )}
    </Panel>
  );
}
