"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const serverTimeZone = () => "UTC";

/**
 * The reader's own time zone for showing moments (comments, activity). The server render and the
 * first client render use UTC so hydration matches; the browser's zone follows right after.
 */
export function useTimeZone(): string {
  return useSyncExternalStore(noSubscription, browserTimeZone, serverTimeZone);
}
