// A page's HTML is the whole page, so its scripts wait until it has been painted: on a slow
// phone the stylesheet and the document get the connection to themselves, the prompt is
// readable sooner, and hydration starts a frame later (docs/decisions/024-scripts-after-paint.md).
//
// The server renames the framework's boot script and module preloads so the parser leaves
// them alone (scripts-after-paint.server.ts); this head script brings them to life once the
// document is parsed and the browser reports its first contentful paint. A second after the
// page's `load` event is the fallback for a browser that reports no paints, and a page opened
// in a background tab, which paints nothing until it is shown, starts at once. Timers and
// animation frames never decide when a page that paints starts: a throttled tab (or a test's
// paused clock) would hold the app back with them.
//
// The boot script goes first, then the preloads a few to a task (a message to itself gives the
// next batch a task of its own): each preload costs a slow phone a few milliseconds to start,
// and a page's thirty or forty in one go were its longest task after the first paint.

/** The type the boot script carries until the page has painted: no browser runs it. */
export const waitingScriptType = "text/x-after-paint";

/** The rel the module preloads carry until then: no browser fetches it. */
export const waitingPreloadRel = "x-after-paint";

/**
 * How long after the page's `load` event a browser that never reports a paint starts anyway.
 * Not sooner: on a fast link `load` comes before the first paint, and scripts fetched then
 * compete with it.
 */
export const paintlessStartMs = 1000;

/** How many module preloads the head script adds in one task. */
export const preloadsPerTask = 4;

export const scriptsAfterPaintScript = `(function(){var n=document.currentScript.nonce,parsed=false,painted=false,started=false;function start(){if(started||!parsed||!painted)return;started=true;var h=document.head,q=[].slice.call(document.querySelectorAll('link[rel="${waitingPreloadRel}"]')),w=document.querySelector('script[type="${waitingScriptType}"]'),c=window.MessageChannel&&new MessageChannel();if(w){var s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=w.textContent;h.appendChild(s)}function more(){q.splice(0,c?${preloadsPerTask}:q.length).forEach(function(w){var l=document.createElement("link");l.rel="modulepreload";l.href=w.getAttribute("href");l.nonce=n;h.appendChild(l)});if(q.length)c.port2.postMessage(0)}if(c)c.port1.onmessage=more;more()}function paint(){painted=true;start()}function ready(){parsed=true;if(document.visibilityState!=="visible")painted=true;start()}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)paint()}).observe({type:"paint",buffered:true});else painted=true;addEventListener("load",function(){setTimeout(paint,${paintlessStartMs})});if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",ready);else ready()})()`;
