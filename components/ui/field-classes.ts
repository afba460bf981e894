/**
 * The look every text control shares (Input, Textarea, Select). In a module of its own: Input and
 * Textarea are client components (their character count cuts pastes), Select renders on the server
 * too, and a constant imported from a client module would reach a server component as a reference.
 */
export const fieldClasses =
  "w-full min-w-0 rounded-md border border-input bg-background px-2.5 text-sm shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20";
