// Run by scaled-out.test.ts as a separate process: ends every session of one person through its own
// connection, as another instance deactivating them would.
import postgres from "postgres";

async function main() {
  const [url, email] = process.argv.slice(2);
  if (!url || !email) throw new Error("usage: end-sessions-in-another-process <database url> <email>");
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  await sql`delete from sessions where user_id = (select id from users where email = ${email})`;
  await sql.end();
}

void main();
