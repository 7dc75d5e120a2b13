// Hand-written taste profiles for the recommendations quality check (`npm run eval:recommendations`):
// each a library of rated catalog games (by catalog slug), two loved games held out that a good
// recommender should find again, and a few games the player disliked or abandoned.

export type EvalStatus = "BACKLOG" | "IN_PROGRESS" | "COMPLETED" | "ABANDONED";

export interface EvalGame {
  slug: string;
  rating: number;
  status: EvalStatus;
}

export interface TasteProfile {
  name: string;
  /** What kind of player this is, printed with the results. */
  about: string;
  /** The library the user is created with (the held-out games are not in it). */
  library: readonly EvalGame[];
  /** Two loved games left out of the library: hits when 'For you' or 'Similar' picks them. */
  heldOut: readonly [EvalGame, EvalGame];
}

/** A game the player loved enough to count as their taste: rated 8 or more and not abandoned. */
export const LOVED_RATING = 8;

const done = (slug: string, rating: number): EvalGame => ({ slug, rating, status: "COMPLETED" });
const playing = (slug: string, rating: number): EvalGame => ({ slug, rating, status: "IN_PROGRESS" });
const dropped = (slug: string, rating: number): EvalGame => ({ slug, rating, status: "ABANDONED" });

export const PROFILES: readonly TasteProfile[] = [
  {
    name: "soulslike",
    about: "FromSoftware and hard action-RPGs; gave up on a kart racer and a life sim",
    library: [
      done("demon-s-souls", 9),
      done("dark-souls", 10),
      done("dark-souls-ii", 8),
      done("bloodborne", 10),
      done("sekiro-shadows-die-twice", 9),
      playing("elden-ring", 10),
      done("nioh", 8),
      done("hollow-knight", 9),
      done("blasphemous", 8),
      done("ninja-gaiden-2004", 7),
      dropped("mario-kart-8-deluxe", 4),
      dropped("the-sims-4", 2),
    ],
    heldOut: [done("dark-souls-iii", 9), done("nioh-2", 8)],
  },
  {
    name: "cozy farming",
    about: "farming, life sims and gentle indies; dropped a soulslike and a shooter",
    library: [
      done("stardew-valley", 10),
      playing("animal-crossing-new-horizons", 10),
      done("animal-crossing-wild-world", 9),
      done("harvest-moon", 8),
      done("the-sims-2", 8),
      done("viva-pinata", 8),
      done("spiritfarer", 9),
      done("a-short-hike", 9),
      done("unpacking", 8),
      done("townscaper", 7),
      playing("tomodachi-life", 7),
      dropped("dark-souls", 2),
      dropped("call-of-duty-modern-warfare-2", 3),
    ],
    heldOut: [done("animal-crossing-new-leaf", 9), done("slime-rancher", 9)],
  },
  {
    name: "JRPG",
    about: "Square, Atlus and Level-5 role-playing games; abandoned a shooter",
    library: [
      done("final-fantasy-vi", 10),
      done("final-fantasy-vii", 10),
      done("final-fantasy-ix", 9),
      done("chrono-trigger", 10),
      done("dragon-quest-viii-journey-of-the-cursed-king", 9),
      done("persona-5", 9),
      done("persona-4-golden", 9),
      done("xenoblade-chronicles", 8),
      done("tales-of-symphonia", 8),
      done("earthbound", 8),
      playing("octopath-traveler", 7),
      dropped("final-fantasy-xiii", 5),
      dropped("halo-3", 3),
    ],
    heldOut: [done("chrono-cross", 9), done("dragon-quest-xi-echoes-of-an-elusive-age", 9)],
  },
  {
    name: "racing",
    about: "simulation and arcade racing; dropped a JRPG",
    library: [
      done("gran-turismo-3-a-spec", 10),
      done("gran-turismo-4", 9),
      done("forza-motorsport-4", 9),
      done("forza-horizon-4", 10),
      playing("forza-horizon-5", 9),
      done("burnout-3-takedown", 9),
      done("burnout-paradise", 8),
      done("need-for-speed-most-wanted", 8),
      done("project-gotham-racing-2", 8),
      done("mario-kart-8-deluxe", 7),
      done("ridge-racer-type-4", 7),
      done("f-zero-gx", 7),
      dropped("final-fantasy-x", 3),
    ],
    heldOut: [done("forza-horizon-3", 9), done("need-for-speed-hot-pursuit", 8)],
  },
  {
    name: "retro platformer",
    about: "8- and 16-bit platformers from Nintendo, Capcom, Konami and Sega; dropped a life sim",
    library: [
      done("super-mario-bros-3", 10),
      done("super-mario-world", 10),
      done("mega-man-2", 9),
      done("mega-man-3", 8),
      done("castlevania", 8),
      done("super-castlevania-iv", 9),
      done("sonic-the-hedgehog-2", 9),
      done("ducktales", 8),
      done("ghosts-n-goblins", 7),
      done("kirby-s-adventure", 8),
      done("bubble-bobble", 7),
      done("contra", 7),
      dropped("the-sims", 3),
    ],
    heldOut: [done("sonic-the-hedgehog", 9), done("castlevania-iii-dracula-s-curse", 8)],
  },
  {
    name: "strategy",
    about: "4X, real-time and tactics on PC; abandoned a platformer",
    library: [
      done("sid-meier-s-civilization-iv", 10),
      done("sid-meier-s-civilization-v", 9),
      done("age-of-empires-ii-the-age-of-kings", 10),
      done("starcraft", 9),
      done("warcraft-iii-reign-of-chaos", 9),
      done("rome-total-war", 9),
      done("xcom-enemy-unknown", 9),
      done("company-of-heroes", 8),
      playing("crusader-kings-ii", 8),
      done("europa-universalis-iv", 8),
      done("into-the-breach", 8),
      done("command-conquer-red-alert-2", 8),
      done("simcity-4", 6),
      dropped("super-mario-odyssey", 4),
    ],
    heldOut: [done("medieval-ii-total-war", 9), done("xcom-2", 9)],
  },
  {
    name: "survival horror",
    about: "Resident Evil, Silent Hill and their heirs; dropped a racing game",
    library: [
      done("resident-evil", 9),
      done("resident-evil-2", 10),
      done("resident-evil-4", 10),
      done("silent-hill-2", 10),
      done("silent-hill", 8),
      done("dead-space", 9),
      done("fatal-frame-ii-crimson-butterfly", 8),
      done("amnesia-the-dark-descent", 8),
      done("alien-isolation", 9),
      playing("resident-evil-village", 7),
      dropped("forza-horizon-4", 3),
    ],
    heldOut: [done("resident-evil-2-2019", 9), done("dead-space-2", 9)],
  },
  {
    name: "fighting",
    about: "3D and 2D fighting games; dropped a strategy game",
    library: [
      done("tekken-3", 10),
      done("tekken-5", 9),
      done("soulcalibur", 10),
      done("soulcalibur-ii", 9),
      done("street-fighter-iv", 9),
      done("street-fighter-6", 9),
      done("virtua-fighter-5", 8),
      done("mortal-kombat-2011", 8),
      done("the-king-of-fighters-xiv", 7),
      dropped("sid-meier-s-civilization-v", 3),
    ],
    heldOut: [done("tekken-7", 8), done("super-street-fighter-iv", 9)],
  },
];

/** Neighbours per profile in the eval's `--crowd` run. */
export const NEIGHBOURS = 3;

/**
 * The `--crowd` run's other players: per profile, NEIGHBOURS players who share about half of its
 * library (each a different half) and also loved both held-out games, so what players who loved the
 * same games loved (co-occurrence) has something to find.
 */
export function neighbourLibraries(profile: TasteProfile): EvalGame[][] {
  return Array.from({ length: NEIGHBOURS }, (_, k) => [...profile.library.filter((_, i) => (i + k) % 2 === 0), ...profile.heldOut]);
}
