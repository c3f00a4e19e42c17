import { useEffect, useRef } from "react";

/**
 * ElevenLabs' conversation widget (`<elevenlabs-convai>`), pinned on unpkg. Rendered only
 * when VOICE_AGENT_ID is configured; the server's CSP lets these hosts in only then.
 */
const voiceWidgetScript = "https://unpkg.com/@elevenlabs/convai-widget-embed@0.5.4/dist/index.js";

function loadWidgetScript() {
  if ([...document.scripts].some((script) => script.src === voiceWidgetScript)) return;
  const script = document.createElement("script");
  script.async = true;
  script.type = "text/javascript";
  script.src = voiceWidgetScript;
  // The page's scripts carry the request's CSP nonce; browsers expose it only as a property.
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}

export function VoiceAgent({
  agentId,
  variables,
}: {
  agentId: string;
  variables: Record<string, string>;
}) {
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<HTMLElement | null>(null);
  const serialised = JSON.stringify(variables);

  useEffect(() => {
    loadWidgetScript();
    const element = document.createElement("elevenlabs-convai");
    element.setAttribute("agent-id", agentId);
    widget.current = element;
    host.current?.append(element);
    return () => {
      element.remove();
      widget.current = null;
    };
  }, [agentId]);

  // A new round's word reaches the agent when the next call starts.
  useEffect(() => {
    widget.current?.setAttribute("dynamic-variables", serialised);
  }, [serialised, agentId]);

  return <div ref={host} data-testid="voice-agent" />;
}
