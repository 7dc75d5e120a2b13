// People's limits and the texts both sides show.

/** A bio holds at most this many characters (the database checks it too). */
export const BIO_MAX = 500;
/** Users per page of a search, a followers or following list, and suggestions. */
export const PEOPLE_PAGE_SIZE = 20;
/** A user search needs a query of 1 to this many characters. */
export const USER_QUERY_MAX = 60;
/** A taste match needs at least this many games both users rated. */
export const TASTE_MATCH_MIN_GAMES = 3;
/** Games listed as agreed and as disagreed on, at most. */
export const TASTE_MATCH_LIST = 3;
/** Two ratings within this many points agree, this far apart or more (TASTE_DISAGREE) disagree. */
export const TASTE_AGREE = 1;
export const TASTE_DISAGREE = 3;
/** What a profile lists: favourite genres, recent completions, recent reviews, playing now. */
export const PROFILE_LISTS = { genres: 3, completions: 5, reviews: 5, playing: 5 } as const;

/** A player picks at most this many favourite games (the database checks it too: places 0-4). */
export const FAVOURITES_MAX = 5;

export const PROFILE_VISIBILITIES = ["PUBLIC", "PRIVATE"] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

export const PEOPLE_TEXTS = {
  privateProfile: "This profile is private",
  userNotFound: "User not found",
  noBio: "No bio yet...",
  followSelf: "You cannot follow yourself",
  blockSelf: "You cannot block yourself",
  badCursor: "This page is no longer valid: start from the first page",
  bioTooLong: `A bio must be at most ${BIO_MAX} characters`,
  tooManyFavourites: `Pick at most ${FAVOURITES_MAX} favourite games`,
  favouriteTwice: "A game can be a favourite only once",
  favouriteGameId: "Each favourite must be a game id",
} as const;
