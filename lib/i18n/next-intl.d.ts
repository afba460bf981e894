import type en from "@/messages/en";

// next-intl checks every key against the English catalogue at compile time: a missing or misspelt
// key fails the type check. The locale is a full BCP 47 tag (the formats' locale, "de-CH").
declare module "next-intl" {
  interface AppConfig {
    Messages: typeof en;
  }
}
