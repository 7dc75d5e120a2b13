-- The recommender's instance-wide signals (issue 29): what players here added or started lately, how
-- many players track each acclaimed game, and the ratings of loved games few players track. Counting
-- them reads every library game of the instance (seconds at 100,000 players), so one process at a time
-- computes them under an advisory lock and stores them here, with how long that took (the next time
-- waits longer after a long one), and every process reads this one row.
CREATE TABLE "recommendation_signals" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "computedAt" TIMESTAMPTZ(3) NOT NULL,
    "tookMs" INTEGER NOT NULL,
    "trending" JSONB NOT NULL,
    "players" JSONB NOT NULL,
    "ratings" JSONB NOT NULL,
    CONSTRAINT "recommendation_signals_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "recommendation_signals_one_row_check" CHECK ("id" = 1),
    CONSTRAINT "recommendation_signals_took_check" CHECK ("tookMs" >= 0),
    CONSTRAINT "recommendation_signals_arrays_check"
        CHECK (jsonb_typeof("trending") = 'array' AND jsonb_typeof("players") = 'array' AND jsonb_typeof("ratings") = 'array')
);
