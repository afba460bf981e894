import type { Metadata } from "next";
import { FileQuestion } from "lucide-react";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <main data-testid="not-found" className="flex min-h-dvh w-full flex-col items-center justify-center gap-4 p-8 text-center">
      <FileQuestion aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="max-w-md text-sm text-muted-foreground">
        The page you asked for does not exist, was moved, or belongs to someone else. Check the address, or start
        again from your homepage and use the menu.
      </p>
      <Link href="/" className={buttonVariants()}>
        Go to Homepage
      </Link>
    </main>
  );
}
