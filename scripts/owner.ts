// `npm run owner -- <create|reset-link> …`: owner account tasks from the shell (see owner-cli.ts).
import "./load-env-file.mjs";
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { authLoader } from "#server/features/auth/auth-loader.ts";
import { type CliIo, runOwnerCli } from "#server/features/auth/owner-cli.ts";
import { createServices } from "#server/services.ts";

/** Reads answers from the terminal; hidden answers are not echoed. Piped input works too. */
function terminalIo(): CliIo & { close(): void } {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  return {
    async prompt(question, hidden = false) {
      process.stdout.write(question);
      muted = hidden;
      const answer = await rl.question("");
      muted = false;
      if (hidden && process.stdin.isTTY) process.stdout.write("\n");
      return answer.trim();
    },
    out: (text) => console.log(text),
    err: (text) => console.error(text),
    close: () => rl.close(),
  };
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const database = openDatabase(config);
const io = terminalIo();
let code = 1;
try {
  await migrateToLatest(database.db);
  const auth = authLoader({ config, db: database.db, dialect: database.dialect });
  const { owners, users } = createServices({ db: database.db, dialect: database.dialect, config, auth });
  code = await runOwnerCli(owners, process.argv.slice(2), io, config.owner.password, users);
} finally {
  io.close();
  await database.close();
}
process.exit(code);
