import { useRouteLoaderData } from "react-router";
import { defaultBaseUrl, defaultSupportEmail, type PublicEnv } from "#app/public-env.ts";

const fallback: PublicEnv = {
  BASE_URL: defaultBaseUrl,
  SUPPORT_EMAIL: defaultSupportEmail,
  GTM_ID: null,
  PIXEL_ID: null,
  VOICE_AGENT_ID: null,
};

/** The public configuration the root loader hands to the browser. */
export function usePublicEnv(): PublicEnv {
  const data = useRouteLoaderData<{ env: PublicEnv }>("root");
  return data?.env ?? fallback;
}
