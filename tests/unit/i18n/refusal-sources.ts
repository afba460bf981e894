import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/**
 * The English messages the API and the shared schemas can show a person, read from the source by
 * the places they are written in: a refusal helper's argument (`new AppError(code, …)`,
 * `conflict(…)`, `forbidden(…)`, `notFound(…)`), a zod check's message (`.min(1, …)`,
 * `.refine(…, …)`, `{ error: … }`, `{ message: … }`), and the named message constants
 * (`…_MESSAGE`, `…_MESSAGES`, `…_REASONS`). A literal is a message; a template literal is a
 * parameterised one, known by its fixed parts.
 */

const ROOT = join(__dirname, "../../..");
export const SOURCE_FOLDERS = ["lib/schemas", "lib/domain", "server", "lib/errors.ts", "lib/api-client.ts"];

/** Places that never answer a person: the command line, seeding, backups, logs and mail (mail has its catalogue). */
const NOT_SHOWN = /^server\/(cli|seed|backups|mail|notifications|observability|openapi|invoices\/pdf)\//;

/**
 * The domain files whose returned sentences are reasons. transition-reasons.ts builds its reasons
 * from parts (the component and status words), so no fixed text of it is a whole message: the
 * test calls its builders with every component and status instead.
 */
const DOMAIN_RETURNS = /^lib\/domain\/(?!transition-reasons\.ts)/;
const REFUSAL_CALLS = new Set(["conflict", "forbidden"]);
const ZOD_CHECKS = new Set([
  "min", "max", "length", "regex", "refine", "superRefine", "int", "positive", "nonnegative", "negative", "email", "url",
  "uuid", "startsWith", "endsWith", "includes", "gt", "gte", "lt", "lte", "multipleOf", "nonempty", "date", "datetime", "iso",
]);
const MESSAGE_PROPERTIES = new Set(["message", "error", "problem"]);
const MESSAGE_CONSTANT = /(?:MESSAGE|MESSAGES|REASON|REASONS|REFUSED|_MISSING|MISSING_[A-Z_]+|INVALID_[A-Z_]+|NOT_JSON|PROBLEM)$/;

export interface TemplateMessage {
  /** The fixed text around the placeholders, in order (one more than there are placeholders). */
  parts: string[];
  where: string;
}

export interface RefusalSources {
  plain: Map<string, string>;
  templates: TemplateMessage[];
  /** Every string and template text in the scanned files, for "is this key still used?". */
  allText: string;
}

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (full.endsWith(".ts")) return [full];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"))
    .map((file) => join(full, file));
}

/** A message starts with a capital (or a placeholder) and ends like a sentence: not a code, a field name or a log line's fragment. */
const looksLikeSentence = (text: string) => /^[A-Z"“X]/.test(text) && /[.?!]$/.test(text) && text.includes(" ");

export function collectRefusalSources(): RefusalSources {
  const plain = new Map<string, string>();
  const templates: TemplateMessage[] = [];
  const allText: string[] = [];
  for (const file of SOURCE_FOLDERS.flatMap(filesUnder)) {
    const path = relative(ROOT, file).split("\\").join("/");
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) => `${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const shown = !NOT_SHOWN.test(path);

    // `suffix`: what the helper adds after its argument (notFound's " not found.").
    const take = (node: ts.Node | undefined, suffix = ""): void => {
      if (!node) return;
      const wrap = suffix; // passed on to the parts of a composite
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const text = node.text + suffix;
        if (looksLikeSentence(text) && !plain.has(text)) plain.set(text, where(node));
      } else if (ts.isTemplateExpression(node)) {
        const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        parts[parts.length - 1] += suffix;
        // A sentence may end in another message: "… is not a valid tax rate. ${reading.problem}".
        const endsInMessage = parts.at(-1) === "" && /[.:] $/.test(parts.at(-2) ?? "");
        if (looksLikeSentence(parts.join("X") + (endsInMessage ? "." : ""))) templates.push({ parts, where: where(node) });
      } else if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) take(node.expression, wrap);
      else if (ts.isConditionalExpression(node)) {
        take(node.whenTrue, wrap);
        take(node.whenFalse, wrap);
      } else if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) {
        take(node.left, wrap);
        take(node.right, wrap);
      } else if (ts.isArrowFunction(node)) {
        if (ts.isBlock(node.body)) node.body.forEachChild(function returns(child: ts.Node): void {
          if (ts.isReturnStatement(child)) take(child.expression, wrap);
          else if (!ts.isFunctionLike(child)) child.forEachChild(returns);
        });
        else take(node.body, wrap);
      } else if (ts.isCallExpression(node)) node.arguments.forEach((argument) => take(argument, wrap));
      else if (ts.isObjectLiteralExpression(node)) {
        for (const property of node.properties) if (ts.isPropertyAssignment(property)) take(property.initializer, wrap);
      }
    };

    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) allText.push(node.text);
      if (ts.isTemplateExpression(node)) allText.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
      if (shown) {
        if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "AppError") take(node.arguments?.[1]);
        if (ts.isCallExpression(node)) {
          const callee = node.expression;
          if (ts.isIdentifier(callee) && REFUSAL_CALLS.has(callee.text)) take(node.arguments[0]);
          if (ts.isIdentifier(callee) && callee.text === "notFound") take(node.arguments[0], " not found.");
          if (ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(callee.name.text)) {
            for (const argument of node.arguments) if (!ts.isArrowFunction(argument) && !ts.isFunctionExpression(argument)) takeText(argument);
          }
        }
        if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && MESSAGE_PROPERTIES.has(node.name.text)) takeText(node.initializer);
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && MESSAGE_CONSTANT.test(node.name.text)) take(node.initializer);
        // A domain rule's reason or problem is what its function returns.
        if (DOMAIN_RETURNS.test(path) && ts.isReturnStatement(node) && node.expression) takeText(node.expression);
      }
      node.forEachChild(visit);
    };
    // A message property or check argument: only what reads as a sentence (not `error: z.string()`).
    const takeText = (node: ts.Node) => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !looksLikeSentence(node.text)) return;
      if (ts.isTemplateExpression(node) && !looksLikeSentence(`${[node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("X")}.`.replace(/([.?!])\.$/, "$1"))) return;
      if (ts.isCallExpression(node) && !node.arguments.some((a) => ts.isStringLiteral(a) || ts.isTemplateLiteral(a))) return;
      take(node);
    };
    visit(source);
  }
  return { plain, templates, allText: allText.join("\n") };
}
