/** A unix-seconds date in words; UTC, so the server's HTML and the browser's agree. */
export function formatUnixDate(seconds: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(seconds * 1000),
  );
}
