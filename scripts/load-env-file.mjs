// Imported first by `npm start`, `npm run dev` and `npm run owner`: reads `./.env` when there is one
// (copy `.env.example` to start). Variables already set in the environment win over the file.
import { existsSync } from "node:fs";

if (existsSync(".env")) process.loadEnvFile(".env");
