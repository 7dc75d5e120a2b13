// People's request schemas: the server validates with them, the profile and privacy forms resolve with them.
import { z } from "zod";
import { text } from "../primitives.ts";
import { ProfileNameSchema } from "../auth.ts";
import { BIO_MAX, FAVOURITES_MAX, PEOPLE_TEXTS, PROFILE_VISIBILITIES, USER_QUERY_MAX } from "./limits.ts";

/** PUT /api/profile: an empty bio (after trimming) clears it. */
export const UpdateProfileSchema = ProfileNameSchema.extend({
  bio: text("Bio")
    .trim()
    .max(BIO_MAX, PEOPLE_TEXTS.bioTooLong)
    .nullable()
    .transform((b) => (b === null || b === "" ? null : b))
    .default(null),
});
export type UpdateProfileInput = z.output<typeof UpdateProfileSchema>;
export type UpdateProfileForm = z.input<typeof UpdateProfileSchema>;

/** PUT /api/profile/privacy: any of the three settings. */
export const PrivacySettingsSchema = z.object({
  profileVisibility: z.enum(PROFILE_VISIBILITIES, { error: "Profile visibility must be PUBLIC or PRIVATE" }).optional(),
  showActivity: z.boolean({ error: "Show my activity must be true or false" }).optional(),
  showPlaying: z.boolean({ error: "Show what I'm playing must be true or false" }).optional(),
});
export type PrivacySettingsInput = z.output<typeof PrivacySettingsSchema>;

const cursor = text("Cursor", PEOPLE_TEXTS.badCursor).regex(/^[A-Za-z0-9_-]{1,400}$/, PEOPLE_TEXTS.badCursor);

/** A page of a people list: `cursor` is the previous page's nextCursor. */
export const PeoplePageQuerySchema = z.object({ cursor: cursor.optional() });
export type PeoplePageQuery = z.output<typeof PeoplePageQuerySchema>;

/** GET /api/users?q=: by username or first/last name, case-insensitive, contained anywhere. */
export const UserSearchQuerySchema = PeoplePageQuerySchema.extend({
  q: text("Search", "Type a name or username to search")
    .trim()
    .min(1, "Type a name or username to search")
    .max(USER_QUERY_MAX, `A search must be at most ${USER_QUERY_MAX} characters`),
});
export type UserSearchQuery = z.output<typeof UserSearchQuerySchema>;

const GAME_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * PUT /api/profile/favourites: my favourite games in their order (the whole list: an empty one clears
 * it), each a game of my library by its id, at most FAVOURITES_MAX and each once.
 */
export const SetFavouritesSchema = z.object({
  gameIds: z
    .array(text("Game", PEOPLE_TEXTS.favouriteGameId).regex(GAME_ID, PEOPLE_TEXTS.favouriteGameId), { error: "Favourites must be a list of game ids" })
    .max(FAVOURITES_MAX, PEOPLE_TEXTS.tooManyFavourites)
    .superRefine((ids, ctx) => {
      const seen = new Set<string>();
      ids.forEach((id, i) => {
        const key = id.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: "custom", message: PEOPLE_TEXTS.favouriteTwice, path: [i] });
        seen.add(key);
      });
    })
    .transform((ids) => ids.map((id) => id.toLowerCase())),
});
export type SetFavouritesInput = z.output<typeof SetFavouritesSchema>;
