import { writeFileSync } from "node:fs";
import { allApiRoutes } from "@/server/openapi/all-api-routes";
import { buildOpenApiDocument } from "@/server/openapi/build-document";
import { CLIENT_TYPES_FILE, generateClientTypes } from "./openapi/client-types";

/**
 * npm run openapi:types: regenerates the committed client types from the routes' schemas. The
 * server URL is not part of the types, so no deployment configuration is needed.
 */
async function main(): Promise<void> {
  const document = buildOpenApiDocument(allApiRoutes(), "http://localhost:3000");
  writeFileSync(CLIENT_TYPES_FILE, await generateClientTypes(document));
  console.log(`Wrote ${CLIENT_TYPES_FILE}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
