/** The configuration the browser may see (the rest stays in env.server.ts). */
export interface PublicEnv {
  /** The site's public address, for canonical links and link previews. */
  BASE_URL: string;
  SUPPORT_EMAIL: string;
  GTM_ID: string | null;
  PIXEL_ID: string | null;
  /** Word Guess's voice agent; the widget loads only when this is set. */
  VOICE_AGENT_ID: string | null;
}

export const defaultSupportEmail = "support@partydojo.app";
export const defaultBaseUrl = "http://localhost:3000";
