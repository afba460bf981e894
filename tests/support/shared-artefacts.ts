import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The standards' own artefacts (CEN's EN 16931 rules, the EPC's payment schema) live in `shared/`
 * beside the repository, as on the development machines and in CI; SETTLE_SHARED_DIR names another
 * place. A missing folder says where it was looked for rather than failing on a file name.
 */
export function sharedArtefact(...parts: string[]): string {
  const root = process.env.SETTLE_SHARED_DIR ?? path.resolve(process.cwd(), "../shared");
  const file = path.join(root, ...parts);
  if (!existsSync(file)) throw new Error(`${file} is missing: the standards' artefacts are expected in ${root} (set SETTLE_SHARED_DIR to their folder).`);
  return file;
}
