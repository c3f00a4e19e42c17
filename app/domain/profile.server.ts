import { eq, sql } from "drizzle-orm";
import { isLanguage, type Language } from "#app/i18n/language.ts";
import type { Database } from "#db/client.server.ts";
import { achievement, profile } from "#db/schema/profile.ts";
import { hasPremium } from "#app/domain/premium-lifecycle.ts";
import type { AchievementId } from "./achievements.server.ts";
import { baseUsername, usernameCandidate } from "./username.ts";

export interface AccountUser {
  id: string;
  email?: string | null;
}

/** A profile with the field names the API answers with (docs/data-model.md#profile-view). */
export interface ProfileView {
  username: string;
  creation_date: string;
  achievements: string[];
  dojo_coins: number;
  premium: boolean;
  cancelled: boolean;
  stripe_user_id: string;
  stripe_subscription_id: string;
  liked_games: string[];
  created_games: string[];
  claimed_rewards: string[];
  premiumEndDate: number | null;
  referred_users: number;
  /**
   * Read with the rest so a page costs one statement, not three; not part of the API's
   * answer (publicProfile).
   */
  unlocked_packs: string[];
  /** The site's language the player chose on any device; null until they choose one. */
  language: Language | null;
}

/** The profile as the API answers with it (docs/data-model.md#profile-view). */
export function publicProfile(view: ProfileView) {
  const { unlocked_packs: _unlocked, language: _language, ...answered } = view;
  return answered;
}

const maxUsernameAttempts = 50;

/**
 * The user's profile, created on first use: username from the email, made unique with a
 * numeric suffix, 0 coins and the early-bird achievement. An existing profile costs one
 * statement. Safe to call concurrently: the insert does nothing when the profile already exists.
 */
export async function ensureProfile(db: Database, account: AccountUser): Promise<ProfileView> {
  const existing = await readProfile(db, account.id);
  if (existing) return existing;
  const base = baseUsername(account.email);
  for (let attempt = 0; attempt < maxUsernameAttempts; attempt++) {
    await insertProfile(db, account.id, usernameCandidate(base, attempt));
    // Made now or by a parallel request; if neither, the name belongs to someone else.
    const made = await readProfile(db, account.id);
    if (made) return made;
  }
  throw new Error(`No free username found for "${base}"`);
}

/**
 * The profile row and its early-bird achievement in one statement, so neither exists without
 * the other; nothing happens when the user has a profile or the username is taken.
 */
async function insertProfile(db: Database, userId: string, username: string): Promise<void> {
  const earlyBird: AchievementId = "early-bird";
  await db.execute(sql`
    with inserted as (
      insert into ${profile} (user_id, username) values (${userId}, ${username})
      on conflict do nothing
      returning user_id
    )
    insert into ${achievement} (user_id, achievement_id)
    select user_id, ${earlyBird} from inserted
    on conflict do nothing`);
}

// The profile's lists, each one array column of the profile's own read. Written out in SQL:
// a list is a correlated subquery, and its columns must name their tables.
const achievementIds = sql<string[]>`coalesce((
  select array_agg(a.achievement_id order by a.unlocked_at, a.achievement_id)
  from achievement a where a.user_id = profile.user_id), '{}')`;
const likedIds = sql<string[]>`coalesce((
  select array_agg(l.game_id order by l.created_at, l.game_id)
  from game_like l where l.user_id = profile.user_id), '{}')`;
const claimedIds = sql<string[]>`coalesce((
  select array_agg(c.reward_id order by c.claimed_at)
  from reward_claim c where c.user_id = profile.user_id), '{}')`;
const createdIds = sql<string[]>`coalesce((
  select array_agg(p.id order by p.last_updated desc)
  from pack p where p.owner_id = profile.user_id), '{}')`;
const unlockedPackIds = sql<string[]>`coalesce((
  select array_agg(u.pack_id order by u.pack_id)
  from pack_unlock u where u.user_id = profile.user_id), '{}')`;

/** The statement of readProfile, with the user as its one parameter. */
function profileStatement(db: Database) {
  return db
    .select({
      username: profile.username,
      creationDate: profile.creationDate,
      dojoCoins: profile.dojoCoins,
      premium: profile.premium,
      cancelled: profile.cancelled,
      stripeUserId: profile.stripeUserId,
      stripeSubscriptionId: profile.stripeSubscriptionId,
      premiumEndDate: profile.premiumEndDate,
      referredUsers: profile.referredUsers,
      achievements: achievementIds,
      liked: likedIds,
      claimed: claimedIds,
      created: createdIds,
      unlocked: unlockedPackIds,
      language: profile.language,
    })
    .from(profile)
    .where(eq(profile.userId, sql.placeholder("userId")))
    .prepare("read_profile");
}

// Every page a signed-in visitor opens reads the profile: the statement is built once per
// database handle instead of for every request, and PostgreSQL plans it once per connection.
const profileStatements = new WeakMap<Database, ReturnType<typeof profileStatement>>();

/** The profile with its lists, in one statement; null when the user has none. */
export async function readProfile(db: Database, userId: string): Promise<ProfileView | null> {
  let statement = profileStatements.get(db);
  if (!statement) {
    statement = profileStatement(db);
    profileStatements.set(db, statement);
  }
  const [row] = await statement.execute({ userId });
  if (!row) return null;
  return {
    username: row.username,
    creation_date: row.creationDate.toISOString(),
    achievements: row.achievements,
    dojo_coins: row.dojoCoins,
    // Premium has expired once premiumEndDate has passed, whatever the row still says
    // (docs/product-rules.md#premium-lifecycle).
    premium: hasPremium(row, Math.floor(Date.now() / 1000)),
    cancelled: row.cancelled,
    stripe_user_id: row.stripeUserId,
    stripe_subscription_id: row.stripeSubscriptionId,
    liked_games: row.liked,
    created_games: row.created,
    claimed_rewards: row.claimed,
    premiumEndDate: row.premiumEndDate,
    referred_users: row.referredUsers,
    unlocked_packs: row.unlocked,
    language: isLanguage(row.language) ? row.language : null,
  };
}

/** Remembers the site's language a player chose, for every device they sign in on. */
export async function saveProfileLanguage(
  db: Database,
  userId: string,
  language: Language,
): Promise<void> {
  await db.update(profile).set({ language }).where(eq(profile.userId, userId));
}

export type RenameResult =
  { ok: true; profile: ProfileView } | { ok: false; reason: "taken" | "no-profile" };

/** Changes the username; the unique key decides between two players wanting one name. */
export async function renameProfile(
  db: Database,
  userId: string,
  username: string,
): Promise<RenameResult> {
  try {
    const updated = await db
      .update(profile)
      .set({ username })
      .where(eq(profile.userId, userId))
      .returning({ userId: profile.userId });
    if (updated.length === 0) return { ok: false, reason: "no-profile" };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
  const renamed = await readProfile(db, userId);
  return renamed ? { ok: true, profile: renamed } : { ok: false, reason: "no-profile" };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ("code" in current && current.code === "23505") return true;
  }
  return false;
}
