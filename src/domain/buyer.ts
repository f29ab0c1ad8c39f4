/** The logged-in buyer (spec §6, our login call), and how a buyer's token can end. */
import * as v from 'valibot';

export const User = v.object({ id: v.number(), nickname: v.string() });

export type User = v.InferOutput<typeof User>;

/** Why the token died: refused by the server (401), or removed by another tab's logout. */
export type TokenEnd = 'expired' | 'elsewhere';
