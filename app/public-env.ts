/** The configuration the browser may see (the rest stays in env.server.ts). */
export interface PublicEnv {
  SUPPORT_EMAIL: string;
  GTM_ID: string | null;
  PIXEL_ID: string | null;
  /** Word Guess's voice agent; the widget loads only when this is set. */
  VOICE_AGENT_ID: string | null;
}

export const defaultSupportEmail = "support@partydojo.app";
