/** The URL of the database `name` on the PostgreSQL server `serverUrl` names. */
export function databaseOnServer(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
