import { AppError } from "@/lib/errors";
import { route } from "@/server/http/respond";

/** Every /api path without a route of its own answers in the JSON error shape, whatever the method. */
const notFound = route(async () => {
  throw new AppError("NOT_FOUND", { key: "noSuchEndpoint" });
});

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
